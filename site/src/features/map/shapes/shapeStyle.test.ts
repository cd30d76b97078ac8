import { CHOROPLETH_STYLE, OUTLINE_HALO_STYLE, OUTLINE_STYLE } from './shapeStyle';

describe('county shape styles', () => {
  it('draws state borders heavier than county borders and outlines heavier still', () => {
    const { areaBorder, parentBorder } = CHOROPLETH_STYLE;
    expect(parentBorder.weight).toBeGreaterThan(areaBorder.weight);
    expect(OUTLINE_STYLE.weight).toBeGreaterThan(parentBorder.weight);
    expect(OUTLINE_HALO_STYLE.weight).toBeGreaterThan(OUTLINE_STYLE.weight!);
  });

  it('keeps the outlines out of the way of the pointer, which the spatial index answers for', () => {
    expect(OUTLINE_STYLE.interactive).toBe(false);
    expect(OUTLINE_HALO_STYLE.interactive).toBe(false);
  });
});
