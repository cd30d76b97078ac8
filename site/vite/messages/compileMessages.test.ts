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

  it("writes a text-only message's text where the module uses it, and marks the messages pure", () => {
    const code = transform('en', {});
    expect(code).toContain('export const heading = "Mapper";');
    expect(code).toContain('export const label = { title: "Mapper", count: messages.count };');
    expect(code).toContain('= /* @__PURE__ */ defineMessages(');
  });

  it("puts the catalog's text in another language's build", () => {
    const code = transform('es', { 'site.title': 'Mapa', 'site.count': '{n, plural, one {# condado} other {# condados}}' });
    expect(code).toContain(`title: "Mapa"`);
    expect(code).toContain('" condados"');
    expect(code).not.toContain('Mapper');
  });

  it("writes every message in place when the object is the module's own, leaving nothing that reads it", () => {
    const plugin = compileMessages({ lang: 'en', catalogs: {}, runtime: '/runtime.ts' }) as Plugin & { transform: (code: string, id: string) => { code: string } };
    const own = `const messages = defineMessages({ a: { id: 'x.a', defaultMessage: 'A' }, n: { id: 'x.n', defaultMessage: '{n} left' } });
export const both = [text(messages.a), text(messages.n, { n: 1 })];`;
    const code = plugin.transform.call({ parse: parseAst } as never, own, '/x.ts').code;
    expect(code).toContain('export const both = ["A", text(((v) => [v["n"], " left"]), { n: 1 })];');
    expect(code.match(/messages\./g)).toBeNull();
  });

  it('knows the text helper under the name the module imports it by', () => {
    const plugin = compileMessages({ lang: 'en', catalogs: {}, runtime: '/runtime.ts' }) as Plugin & { transform: (code: string, id: string) => { code: string } };
    const aliased = `import { defineMessages, text as words } from './messages';
const messages = defineMessages({ a: { id: 'x.a', defaultMessage: 'A' } });
export const a = words(messages.a);`;
    expect(plugin.transform.call({ parse: parseAst } as never, aliased, '/x.ts').code).toContain('export const a = "A";');
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
