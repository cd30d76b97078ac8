import { readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { compileMessage, HELPER_PREFIX, type Helper } from './compile';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface CompileOptions {
  /** The build's language: "en" compiles each message's English, another its catalog's text. */
  lang: string;
  /** The catalogs of the other languages (site/locales/es.json): message id to ICU message. */
  catalogs: Record<string, string>;
  /** site/src/lib/i18n/messages.ts, whose helpers the compiled messages call. */
  runtime: string;
}

/**
 * Replaces each message of each `defineMessages({...})` call with its compiled form in the build's
 * language (compile.ts), so the page carries neither a message catalog nor a formatting library:
 * an English build is the English strings, a Spanish build the Spanish ones. A message missing from
 * the catalog fails the build, naming the file and line of its English.
 */
export function compileMessages({ lang, catalogs, runtime }: CompileOptions): Plugin {
  let catalog: Record<string, string> | null = null;
  const catalogFile = catalogs[lang];
  const translation = (id: string, where: () => string): string => {
    if (!catalogFile) throw new Error(`${where()}: no catalog for language "${lang}"`);
    catalog ??= JSON.parse(readFileSync(catalogFile, 'utf8')) as Record<string, string>;
    const message = catalog[id];
    if (typeof message !== 'string') throw new Error(`${where()}: message "${id}" has no translation in ${path.relative(process.cwd(), catalogFile)}`);
    return message;
  };
  return {
    name: 'riskmap:compile-messages',
    // After esbuild has turned TypeScript and JSX into JavaScript, which this.parse reads.
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('defineMessages(')) return null;
      const source = id.split('?')[0]!;
      const file = path.relative(process.cwd(), source);
      const output = new MagicString(code);
      const helpers = new Set<Helper>();
      for (const call of calls(this.parse(code) as unknown as Node)) {
        const argument = (call.arguments as Node[])[0];
        if (argument?.type !== 'ObjectExpression') throw new Error(`${file}: defineMessages takes an object literal`);
        for (const property of argument.properties as Node[]) {
          const descriptor = property.value as Node;
          // The line in the file as written, where its id is (esbuild's output has other lines).
          const where = (id?: string) => `${file}:${sourceLine(source, id) ?? lineOf(code, descriptor.start)}`;
          const id = stringField(descriptor, 'id', where);
          const english = stringField(descriptor, 'defaultMessage', () => where(id));
          const message = lang === 'en' ? english : translation(id, () => where(id));
          try {
            const compiled = compileMessage(message);
            compiled.helpers.forEach((helper) => helpers.add(helper));
            output.overwrite(descriptor.start, descriptor.end, compiled.code);
          } catch (error) {
            throw new Error(`${where(id)}: message "${id}" (${lang}): ${(error as Error).message}`);
          }
        }
        // A messages object no code reads is left out of the bundle.
        output.appendLeft(call.start, '/* @__PURE__ */ ');
      }
      if (helpers.size > 0) {
        const names = [...helpers].map((helper) => `${helper} as ${HELPER_PREFIX}${helper}`).join(', ');
        output.prepend(`import { ${names} } from ${JSON.stringify(runtime)};\n`);
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}

/** Every node under root. */
function nodes(root: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    found.push(node as Node);
    for (const [key, child] of Object.entries(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(child);
  };
  visit(root);
  return found;
}

function calls(root: Node): Node[] {
  return nodes(root).filter((node) => {
    const callee = node.callee as Node | undefined;
    return node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineMessages';
  });
}

function stringField(descriptor: Node, name: string, where: () => string): string {
  const field = descriptor.type === 'ObjectExpression'
    ? (descriptor.properties as Node[]).find((property) => (property.key as Node).name === name || (property.key as Node).value === name)
    : undefined;
  const value = field?.value as Node | undefined;
  if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
  // esbuild writes a string holding both kinds of quote as a template literal.
  const quasis = value?.type === 'TemplateLiteral' && (value.expressions as Node[]).length === 0 ? (value.quasis as Node[]) : [];
  const cooked = (quasis[0]?.value as { cooked?: string } | undefined)?.cooked;
  if (quasis.length === 1 && typeof cooked === 'string') return cooked;
  throw new Error(`${where()}: a message needs "${name}" as a string literal`);
}

function lineOf(code: string, offset: number): number {
  return code.slice(0, offset).split('\n').length;
}

/** The line of the file as written that names the message's id; null when it cannot be read. */
function sourceLine(file: string, id: string | undefined): number | null {
  if (id === undefined) return null;
  try {
    const index = readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(`'${id}'`) || line.includes(`"${id}"`));
    return index < 0 ? null : index + 1;
  } catch {
    return null;
  }
}
