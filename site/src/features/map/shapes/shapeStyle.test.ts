import { COUNTY_BORDER, OUTLINE_HALO_STYLE, OUTLINE_STYLE, STATE_BORDER } from './shapeStyle';

describe('county shape styles', () => {
  it('draws state borders heavier than county borders and outlines heavier still', () => {
    expect(STATE_BORDER.weight).toBeGreaterThan(COUNTY_BORDER.weight);
    expect(OUTLINE_STYLE.weight).toBeGreaterThan(STATE_BORDER.weight);
    expect(OUTLINE_HALO_STYLE.weight).toBeGreaterThan(OUTLINE_STYLE.weight!);
  });

  it('keeps the outlines out of the way of the pointer, which the spatial index answers for', () => {
    expect(OUTLINE_STYLE.interactive).toBe(false);
    expect(OUTLINE_HALO_STYLE.interactive).toBe(false);
  });
});
