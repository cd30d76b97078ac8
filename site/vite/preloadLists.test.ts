import { dropPreloads } from './preloadLists';

const declare = (files: string[]) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`;
const isCss = (file: string) => file.endsWith('.css');

describe('dropPreloads', () => {
  it('leaves the dropped files out of every list and renumbers the rest', () => {
    const code =
      declare(['assets/h.js', 'assets/s.js', 'assets/n.css', 'assets/g.js', 'assets/g.css', 'assets/h.css']) +
      'y(()=>import("./h.js"),__vite__mapDeps([0,1,2,3,4,5]));y(()=>import("./g.js"),__vite__mapDeps([3,4]));y(()=>import("./c.js"),__vite__mapDeps([5]))';
    expect(dropPreloads(code, isCss)).toBe(
      declare(['assets/h.js', 'assets/s.js', 'assets/g.js']) +
        'y(()=>import("./h.js"),__vite__mapDeps([0,1,2]));y(()=>import("./g.js"),__vite__mapDeps([2]));y(()=>import("./c.js"),__vite__mapDeps([]))',
    );
  });

  it('keeps files that are not dropped, CSS included', () => {
    const code = declare(['assets/a.js', 'assets/lazy.css']) + 'f(__vite__mapDeps([0,1]))';
    expect(dropPreloads(code, (file) => file === 'assets/inlined.css')).toBe(code);
  });

  it('returns null for a chunk without preload lists', () => {
    expect(dropPreloads('import"./a.js";', isCss)).toBeNull();
  });

  it('fails when Vite writes the lists differently', () => {
    expect(() => dropPreloads('const __vite__mapDeps=(i)=>i;f(__vite__mapDeps([0]))', isCss)).toThrow(
      "preload lists: Vite's __vite__mapDeps declaration has changed shape; update site/vite/preloadLists.ts",
    );
  });
});
