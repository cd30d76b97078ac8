import { RISK_COLORS } from '../../../lib/risk';
import { countyFillStyle, OUTLINE_STYLE, STATE_BORDER_STYLE } from './shapeStyle';

describe('county shape styles', () => {
  it.each(Object.entries(RISK_COLORS))('fills a %s county with its band colour under a thin white border', (_band, color) => {
    expect(countyFillStyle(color)).toMatchObject({ fillColor: color, color: '#FFFFFF', weight: 0.5, fill: true });
  });

  it('draws state borders heavier than county borders and outlines heavier still', () => {
    const county = countyFillStyle('#9E9E9E').weight!;
    expect(STATE_BORDER_STYLE.weight).toBeGreaterThan(county);
    expect(OUTLINE_STYLE.weight).toBeGreaterThan(STATE_BORDER_STYLE.weight!);
    expect(STATE_BORDER_STYLE.interactive).toBe(false);
    expect(OUTLINE_STYLE.interactive).toBe(false);
  });
});
