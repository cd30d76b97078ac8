import { parseUrlState, serializeUrlState } from './urlState';

describe('parseUrlState', () => {
  it.each([
    ['', ['pesticides', 'airPollution'], null],
    ['?layers=pesticides,traffic&county=06037', ['pesticides', 'traffic'], '06037'],
    ['?layers=', [], null],
    ['?layers=traffic,bogus,pesticides,traffic', ['pesticides', 'traffic'], null],
    ['?layers=pesticides%2Cindustrial', ['pesticides', 'industrial'], null],
    ['?county=', ['pesticides', 'airPollution'], null],
    ['?foo=bar&county=12086', ['pesticides', 'airPollution'], '12086'],
  ])('parses %j', (search, layers, county) => {
    expect(parseUrlState(search)).toEqual({ layers, county });
  });
});

describe('serializeUrlState', () => {
  it.each([
    [{ layers: ['pesticides', 'airPollution'], county: null }, ''],
    [{ layers: ['traffic', 'pesticides'], county: '06037' }, '?layers=pesticides,traffic&county=06037'],
    [{ layers: [], county: null }, '?layers='],
    [{ layers: ['pesticides', 'airPollution'], county: 'Miami-Dade-Florida' }, '?county=Miami-Dade-Florida'],
  ] as const)('serialises %j as %j', (state, want) => {
    expect(serializeUrlState({ layers: [...state.layers], county: state.county })).toBe(want);
  });

  it('round-trips', () => {
    const state = { layers: ['airPollution', 'industrial'] as const, county: '12086' };
    expect(parseUrlState(serializeUrlState({ ...state, layers: [...state.layers] }))).toEqual({ ...state, layers: [...state.layers] });
  });
});
