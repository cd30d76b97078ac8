import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIEWS } from './views';

// Issue 23: features ask the view object and never compare a view's name, so a new view is one new
// object. Only the views' own module and the link parser (which reads `?data=<id>`) write the names.
// Tests are left out: they may pin the link's format (`?data=measured`) and name fixtures' views.
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAY_NAME_VIEWS = ['views/', 'store/urlState.ts'];
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;
const TRAILING_COMMENT = /\s\/\/.*$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every `file:line` outside the view module and the link parser where a view's id stands as a string literal. */
function viewNamesOutsideViews(root: string, ids: readonly string[]): string[] {
  const literal = new RegExp(`(['"\`])(${ids.join('|')})\\1`);
  return sources(root).flatMap((file) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (MAY_NAME_VIEWS.some((allowed) => relative.startsWith(allowed))) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        // Comments may name a view or the API's `measured` field; code may not.
        const found = literal.exec(COMMENT_LINE.test(line) ? '' : line.replace(TRAILING_COMMENT, ''));
        return found ? [`site/src/${relative}:${i + 1}: names the view ${found[0]}`] : [];
      });
  });
}

describe('the views', () => {
  it('are named only in site/src/views and the link parser', () => {
    const found = viewNamesOutsideViews(SRC, VIEWS.map((view) => view.id));
    const advice =
      'Ask the shown view (selectDataView in store/selectors.ts) for what differs instead, adding what is missing to ' +
      'DataView in site/src/views/dataView.ts and to each view object; a view that needs a component names a kind ' +
      'that the feature maps to it. Only site/src/views and store/urlState.ts (the link parser) name a view.';
    expect(found, `${found.join('\n')}\n${advice}`).toEqual([]);
  });
});
