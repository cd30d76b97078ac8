// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { compileMessages } from './compileMessages';

const source = `import { defineMessages } from './messages';
export const messages = defineMessages({
  title: { id: 'site.title', defaultMessage: 'Mapper' },
  count: { id: 'site.count', defaultMessage: '{n, plural, one {# county} other {# counties}}' },
});
export const heading = text(messages.title);
export const label = { title: messages.title, count: messages.count };
`;

function transform(lang: string, catalog: Record<string, string>): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalog-')), 'es.json');
  writeFileSync(file, JSON.stringify(catalog));
  const plugin = compileMessages({ lang, catalogs: { es: file }, runtime: '/runtime.ts' }) as Plugin & { transform: (code: string, id: string) => { code: string } };
  return plugin.transform.call({ parse: parseAst } as never, source, path.join(process.cwd(), 'src/header.ts')).code;
}

describe('compileMessages', () => {
  it("puts each message's English in an English build, and imports the helpers it calls", () => {
    const code = transform('en', {});
    expect(code).toContain(`title: "Mapper"`);
    expect(code).toContain(`import { plural as __message_plural } from "/runtime.ts";`);
    expect(code).not.toContain('defaultMessage');
  });

  it('leaves the code that reads the messages as it is, and marks the messages pure', () => {
    const code = transform('en', {});
    expect(code).toContain('export const heading = text(messages.title);');
    expect(code).toContain('export const label = { title: messages.title, count: messages.count };');
    expect(code).toContain('export const messages = /* @__PURE__ */ defineMessages(');
  });

  it("puts the catalog's text in another language's build", () => {
    const code = transform('es', { 'site.title': 'Mapa', 'site.count': '{n, plural, one {# condado} other {# condados}}' });
    expect(code).toContain(`title: "Mapa"`);
    expect(code).toContain('" condados"');
    expect(code).not.toContain('Mapper');
  });

  it('reads a message esbuild wrote as a template literal (both quotes in it)', () => {
    const plugin = compileMessages({ lang: 'en', catalogs: {}, runtime: '/runtime.ts' }) as Plugin & { transform: (code: string, id: string) => { code: string } };
    const code = plugin.transform.call({ parse: parseAst } as never, 'const m = defineMessages({ q: { id: "a.q", defaultMessage: `"Why" isn\'t` } });', '/x.ts').code;
    expect(code).toContain(`q: "\\"Why\\" isn't"`);
  });

  it('fails the build on a message the catalog lacks, naming the file, line and id', () => {
    expect(() => transform('es', { 'site.title': 'Mapa' })).toThrow(/src\/header\.ts:4: message "site\.count" has no translation in .*es\.json/);
  });
});
