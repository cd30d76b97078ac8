import { sampleEnvironment } from '../test/fixtures';
import { parseUrlState, serializeUrlState, type UrlState } from './urlState';
import { demoView } from '../views/demoView';
import { measuredView } from '../views/measuredView';

const table = sampleEnvironment().factors;

describe('parseUrlState', () => {
  it.each([
    ['', demoView, ['pesticides', 'airPollution'], null],
    ['?layers=pesticides,traffic&county=06037', demoView, ['pesticides', 'traffic'], '06037'],
    ['?layers=', demoView, [], null],
    ['?layers=traffic,bogus,pesticides,traffic', demoView, ['pesticides', 'traffic'], null],
    ['?layers=pesticides%2Cindustrial', demoView, ['pesticides', 'industrial'], null],
    ['?county=', demoView, ['pesticides', 'airPollution'], null],
    ['?foo=bar&county=12086', demoView, ['pesticides', 'airPollution'], '12086'],
    ['?data=measured&county=06019', measuredView, ['pesticides', 'airPollution'], '06019'],
    ['?data=measured&layers=industrial', measuredView, ['industrial'], null],
    ['?data=demo', demoView, ['pesticides', 'airPollution'], null],
    ['?data=Measured', demoView, ['pesticides', 'airPollution'], null],
  ])('parses %j', (search, view, layers, county) => {
    expect(parseUrlState(search, table)).toEqual({ view, layers, county });
  });
});

describe('serializeUrlState', () => {
  it.each([
    [{ view: demoView, layers: ['pesticides', 'airPollution'], county: null }, ''],
    [{ view: demoView, layers: ['traffic', 'pesticides'], county: '06037' }, '?layers=pesticides,traffic&county=06037'],
    [{ view: demoView, layers: [], county: null }, '?layers='],
    [{ view: demoView, layers: ['pesticides', 'airPollution'], county: 'Miami-Dade-Florida' }, '?county=Miami-Dade-Florida'],
    [{ view: measuredView, layers: ['pesticides', 'airPollution'], county: '06019' }, '?data=measured&county=06019'],
    [{ view: measuredView, layers: ['industrial'], county: null }, '?data=measured&layers=industrial'],
  ] as const)('serialises %j as %j', (state, want) => {
    expect(serializeUrlState({ ...state, layers: [...state.layers] }, table)).toBe(want);
  });

  it.each<UrlState>([
    { view: demoView, layers: ['airPollution', 'industrial'], county: '12086' },
    { view: measuredView, layers: [], county: '06003' },
  ])('round-trips %j', (state) => {
    expect(parseUrlState(serializeUrlState(state, table), table)).toEqual(state);
  });
});
