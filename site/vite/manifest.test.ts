import { layerColoursCss } from './manifest';

describe('layerColoursCss', () => {
  it("gives each layer's element its swatch and its impact label's band colours", () => {
    const css = layerColoursCss([
      { id: 'pesticides', demo: true, colours: ['#ce93d8', '#6a1b9a'], impactBand: 'high', unit: '', years: '', columnPrefix: 'pesticides', column: '' },
      { id: 'tce', demo: false, colours: ['#00695c'], impactBand: 'neutral', unit: '', years: '', columnPrefix: 'tce', column: '' },
    ]);
    expect(css).toBe(
      "[data-layer='pesticides'] {\n  --layer-colour: linear-gradient(135deg, #ce93d8, #6a1b9a);\n  --impact-bg: var(--high-bg);\n  --impact-text: var(--high-text);\n}\n\n" +
        "[data-layer='tce'] {\n  --layer-colour: #00695c;\n  --impact-bg: var(--neutral-bg);\n  --impact-text: var(--neutral-text);\n}\n",
    );
  });
});
