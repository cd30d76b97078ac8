import { sampleEnvironment } from '../test/fixtures';
import { compareProblem, parseUrlState, serializeUrlState, type UrlState } from './urlState';

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
    expect(parseUrlState(search, table)).toEqual({ view, layers, county, compare: null });
  });

  it.each([
    ['?data=measured&county=06019&compare=06037', '06037'],
    ['?data=measured&county=06019&compare=%2006037%20', '06037'],
    ['?data=measured&county=06019&compare=', null],
    ['?data=measured&compare=06037', null],
  ])('reads the report\'s second county of %j', (search, compare) => {
    expect(parseUrlState(search, table).compare).toBe(compare);
  });
});

describe('compareProblem', () => {
  const keys = new Set(['06019', '06037']);
  it('accepts another county of the Measured view', () => {
    expect(compareProblem('measured', '06019', '06037', keys)).toBeNull();
  });
  it.each([
    ['measured', '99999', 'There is no county with the code 99999 to compare with; the link shows the one county.'],
    ['measured', '06019', 'That is the county of this report: choose another one to compare with.'],
    ['demo', '06037', 'Counties are compared in the Measured view.'],
  ] as const)('refuses in the %s view compare=%s with a toast text', (view, compare, text) => {
    expect(compareProblem(view, '06019', compare, keys)).toBe(text);
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
    [{ view: 'measured', layers: ['pesticides', 'airPollution'], county: '06019', compare: '06037' }, '?data=measured&county=06019&compare=06037'],
    [{ view: 'measured', layers: ['pesticides', 'airPollution'], county: null, compare: '06037' }, '?data=measured'],
  ] as const)('serialises %j as %j', (state, want) => {
    expect(serializeUrlState({ compare: null, ...state, layers: [...state.layers] }, table)).toBe(want);
  });

  it.each<UrlState>([
    { view: 'demo', layers: ['airPollution', 'industrial'], county: '12086', compare: null },
    { view: 'measured', layers: [], county: '06003', compare: null },
    { view: 'measured', layers: [], county: '06019', compare: '06037' },
  ])('round-trips %j', (state) => {
    expect(parseUrlState(serializeUrlState(state, table), table)).toEqual(state);
  });
});
