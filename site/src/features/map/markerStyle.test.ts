import { markerStyle } from './markerStyle';

describe('markerStyle', () => {
  it('grows with the score and keeps a white 2px outline', () => {
    expect(markerStyle(50, 2)).toMatchObject({ radius: 10, color: '#FFFFFF', weight: 2 });
    expect(markerStyle(0, 2).radius).toBe(8);
  });

  it.each([
    [20, '#4CAF50'],
    [50, '#FF9800'],
    [90, '#F44336'],
  ])('fills score %s with %s', (score, fillColor) => {
    expect(markerStyle(score, 1).fillColor).toBe(fillColor);
  });

  it.each([
    [0, 0.7],
    [1, 0.5],
    [2, 0.7],
    [3, 0.9],
    [4, 0.9],
  ])('with %s layers has fill opacity %s', (layers, opacity) => {
    expect(markerStyle(40, layers).fillOpacity).toBeCloseTo(opacity);
  });
});
