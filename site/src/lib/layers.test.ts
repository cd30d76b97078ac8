import { DEFAULT_LAYERS, RISK_LAYERS, isLayerId, layerById, normalizeLayers, sameLayers } from './layers';

describe('risk layers', () => {
  it('lists the four layers with names, short names, impact and weights', () => {
    expect(RISK_LAYERS.map((l) => [l.id, l.name, l.shortName, l.impact, l.defaultEnabled, l.weight])).toEqual([
      ['pesticides', 'Pesticide Exposure', 'Pesticides', 'High Impact', true, 0.4],
      ['airPollution', 'Air Pollution (PM2.5)', 'Air Quality', 'Moderate', true, 0.3],
      ['traffic', 'Traffic Density', 'Traffic', 'Low-Mod', false, 0.2],
      ['industrial', 'Industrial Chemicals', 'Industrial', 'Variable', false, 0.3],
    ]);
  });

  it('enables pesticides and air pollution by default', () => {
    expect(DEFAULT_LAYERS).toEqual(['pesticides', 'airPollution']);
  });

  it.each([
    ['traffic', true],
    ['Traffic', false],
    ['', false],
  ])('isLayerId(%j) = %s', (value, want) => {
    expect(isLayerId(value)).toBe(want);
  });

  it('finds a layer by id', () => {
    expect(layerById('industrial').shortName).toBe('Industrial');
  });

  it('normalises to known ids in table order without duplicates', () => {
    expect(normalizeLayers(['traffic', 'nope', 'pesticides', 'traffic'])).toEqual(['pesticides', 'traffic']);
  });

  it.each([
    [['pesticides', 'traffic'], ['pesticides', 'traffic'], true],
    [[], [], true],
    [['pesticides'], ['pesticides', 'traffic'], false],
    [['pesticides', 'traffic'], ['pesticides', 'industrial'], false],
  ] as const)('compares selections %j and %j: %s', (a, b, same) => {
    expect(sameLayers(a, b)).toBe(same);
  });
});
