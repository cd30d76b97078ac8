import { hashSource } from './contentSecurityPolicy';
import { inlineStylesheets, styleElements, styleProblem } from './pageCss';

const CSS: Record<string, string> = { 'assets/a.css': 'a{color:red}\n', 'assets/b.css': 'b{color:blue}' };
const read = (file: string) => {
  const css = CSS[file];
  if (css === undefined) throw new Error(`no ${file}`);
  return css;
};

describe('inlineStylesheets', () => {
  it('puts the linked CSS, in order, into one <style> where the first link was', () => {
    const html = [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/a.css">',
      '    <link rel="modulepreload" crossorigin href="/assets/x.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/b.css">',
      '    <link rel="preload" as="style" crossorigin href="/assets/lazy.css">',
      '</head>',
    ].join('\n');
    const page = inlineStylesheets(html, read);
    expect(page.files).toEqual(['assets/a.css', 'assets/b.css']);
    expect(page.css).toBe('a{color:red}\nb{color:blue}');
    expect(page.html).toBe(
      [
        '<head>',
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <style>a{color:red}\nb{color:blue}</style>',
        '    <link rel="modulepreload" crossorigin href="/assets/x.js">',
        '    <link rel="preload" as="style" crossorigin href="/assets/lazy.css">',
        '</head>',
      ].join('\n'),
    );
  });

  it('leaves a page without stylesheets as it is', () => {
    expect(inlineStylesheets('<head></head>', read)).toEqual({ html: '<head></head>', files: [], css: '' });
  });

  it('refuses CSS that would close the <style> element', () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/x.css">', () => 'a::after{content:"</style>"}')).toThrow(
      'inline CSS: assets/x.css contain "</style", which would end the element early',
    );
  });
});

describe('styleElements', () => {
  it('reads the text of the <style> the build inlined', () => {
    const html = inlineStylesheets('<link rel="stylesheet" href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css">', read).html;
    expect(styleElements(html)).toEqual(['a{color:red}\nb{color:blue}']);
  });
});

describe('styleProblem', () => {
  const page = '<head><style>a{color:red}</style></head>';
  const hash = hashSource('a{color:red}');

  it('accepts a page whose one <style> the policy allows', () => {
    expect(styleProblem('index.html', page, ["'sha256-other='", hash])).toBeNull();
  });

  it('names a style the policy does not allow', () => {
    expect(styleProblem('index.html', page.replace('red', 'blue'), [hash])).toBe(
      `inline CSS: the <style> of index.html hashes to ${hashSource('a{color:blue}')}, which the Content-Security-Policy in _headers does not allow (${hash})`,
    );
    expect(styleProblem('404.html', page, [])).toBe(`inline CSS: the <style> of 404.html hashes to ${hash}, which the Content-Security-Policy in _headers does not allow (no hash)`);
  });

  it('wants exactly one <style>', () => {
    expect(styleProblem('index.html', page + page, [hash])).toBe('inline CSS: index.html has 2 <style> elements, want the one the build inlined');
  });
});
