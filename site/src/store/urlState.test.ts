import { sampleEnvironment } from '../test/fixtures';
import { parseUrlState, serializeUrlState, type UrlState } from './urlState';

const table = sampleEnvironment().factors;

describe('parseUrlState', () => {
  it.each([
    ['', 'demo', ['pesticides', 'airPollution'], null],
    ['?layers=pesticides,traffic&county=06037', 'demo', ['pesticides', 'traffic'], '06037'],
    ['?layers=', 'demo', [], null],
    ['?layers=traffic,bogus,pesticides,traffic', 'demo', ['pesticides', 'traffic'], null],
    ['?layers=pesticides%2Cindustrial', 'demo', ['pesticides', 'industrial'], null],
    ['?county=', 'demo', ['pesticides', 'airPollution'], null],
    ['?foo=bar&county=12086', 'demo', ['pesticides', 'airPollution'], '12086'],
    ['?data=measured&county=06019', 'measured', ['pesticides', 'airPollution'], '06019'],
    ['?data=measured&layers=industrial', 'measured', ['industrial'], null],
    ['?data=demo', 'demo', ['pesticides', 'airPollution'], null],
    ['?data=Measured', 'demo', ['pesticides', 'airPollution'], null],
  ])('parses %j', (search, view, layers, county) => {
    expect(parseUrlState(search, table)).toEqual({ view, layers, county });
  });
});

describe('serializeUrlState', () => {
  it.each([
    [{ view: 'demo', layers: ['pesticides', 'airPollution'], county: null }, ''],
    [{ view: 'demo', layers: ['traffic', 'pesticides'], county: '06037' }, '?layers=pesticides,traffic&county=06037'],
    [{ view: 'demo', layers: [], county: null }, '?layers='],
    [{ view: 'demo', layers: ['pesticides', 'airPollution'], county: 'Miami-Dade-Florida' }, '?county=Miami-Dade-Florida'],
    [{ view: 'measured', layers: ['pesticides', 'airPollution'], county: '06019' }, '?data=measured&county=06019'],
    [{ view: 'measured', layers: ['industrial'], county: null }, '?data=measured&layers=industrial'],
  ] as const)('serialises %j as %j', (state, want) => {
    expect(serializeUrlState({ ...state, layers: [...state.layers] }, table)).toBe(want);
  });

  it.each<UrlState>([
    { view: 'demo', layers: ['airPollution', 'industrial'], county: '12086' },
    { view: 'measured', layers: [], county: '06003' },
  ])('round-trips %j', (state) => {
    expect(parseUrlState(serializeUrlState(state, table), table)).toEqual(state);
  });
});
