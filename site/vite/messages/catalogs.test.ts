import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parseMessage } from './compile';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const catalog = (lang: string) => JSON.parse(readFileSync(path.join(project, `site/locales/${lang}.json`), 'utf8')) as Record<string, string>;
const english = catalog('en');
const spanish = catalog('es');

/** Each argument with its kind, and each tag: what a translation must keep. */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : `${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.tag) signature(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) signature(option.value, into);
  }
  return into;
}

describe('message catalogs', () => {
  it('site/locales/en.json is what `npm run extract` takes from the code', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'messages-')), 'en.json');
    const script = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')).scripts.extract as string;
    execFileSync('sh', ['-c', script.replace('site/locales/en.json', out).replace(/^formatjs/, 'npx formatjs')], { cwd: project, stdio: 'pipe' });
    expect(readFileSync(path.join(project, 'site/locales/en.json'), 'utf8')).toBe(readFileSync(out, 'utf8'));
  }, 30_000);

  it('every message has its Spanish, and no Spanish message is left without English', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s is valid ICU in both languages, keeps its arguments and tags, and is translated', (id) => {
    const [en, es] = [english[id]!, spanish[id]!];
    expect(es.trim()).not.toBe('');
    expect([...signature(parseMessage(es))].sort()).toEqual([...signature(parseMessage(en))].sort());
  });
});
