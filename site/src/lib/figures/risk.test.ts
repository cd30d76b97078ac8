import { bandRange, RISK_BANDS, riskColor, riskLabel } from './risk';

describe('risk bands', () => {
  it.each([
    [0, 'Low'],
    [33, 'Low'],
    [33.4, 'Low'],
    [33.5, 'Moderate'],
    [34, 'Moderate'],
    [66, 'Moderate'],
    [67, 'High'],
    [99, 'High'],
    [100, 'High'],
  ])('score %s is %s', (score, label) => {
    expect(riskLabel(score)).toBe(label);
  });

  it.each([
    [10, '#4CAF50'],
    [50, '#FF9800'],
    [80, '#F44336'],
  ])('score %s is coloured %s', (score, color) => {
    expect(riskColor(score)).toBe(color);
  });

  it('covers 0-100 with the three bands', () => {
    expect(RISK_BANDS.map((b) => `${b.label} ${b.min}-${b.max}`)).toEqual(['Low 0-33', 'Moderate 34-66', 'High 67-100']);
  });

  it('says a band\'s limits as the legends do', () => {
    expect(bandRange(RISK_BANDS[2]!)).toBe('67 to 100');
  });
});
