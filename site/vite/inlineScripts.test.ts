import { inlineScriptTexts } from './inlineScripts';

describe('inlineScriptTexts', () => {
  it('reads the inline scripts, not the module scripts the page loads by src', () => {
    const html = '<body><div id="root"></div><script>a()</script>\n<script type="module" src="/assets/index.js"></script><script>b</script></body>';
    expect(inlineScriptTexts(html)).toEqual(['a()', 'b']);
    expect(inlineScriptTexts('<p>no script</p>')).toEqual([]);
  });
});
