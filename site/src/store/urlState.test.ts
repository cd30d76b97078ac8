import type { Area } from '../lib/data/area';
import { parseEnvironment } from '../lib/data/environment';
import { ENVIRONMENT_ANSWER, sampleEnvironment } from '../test/fixtures';
import { compareProblem, parseUrlState, serializeUrlState, type UrlState } from './urlState';
import { demoView } from '../views/demoView';
import { measuredView } from '../views/measuredView';
import { defaultLayers } from '../lib/data/layers';
import { viewLayerTable } from '../views/layerTable';

const environment = sampleEnvironment();
const county = (id: string): Area => ({ geography: 'county', id });
const tract = (id: string): Area => ({ geography: 'tract', id });

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
    // A code whose leading zero a spreadsheet dropped.
    ['?data=measured&county=6019', measuredView, ['pesticides', 'airPollution'], '06019'],
    ['?county=1001', demoView, ['pesticides', 'airPollution'], '01001'],
    ['?county=99999', demoView, ['pesticides', 'airPollution'], '99999'],
    ['?data=measured&layers=industrial', measuredView, ['industrial'], null],
    ['?data=demo', demoView, ['pesticides', 'airPollution'], null],
    // Given twice, the last value counts, as the CDN's rewrite to the view's own page reads it.
    ['?data=measured&data=demo', demoView, ['pesticides', 'airPollution'], null],
    ['?data=demo&data=measured', measuredView, ['pesticides', 'airPollution'], null],
    ['?data=Measured', demoView, ['pesticides', 'airPollution'], null],
  ])('parses %j', (search, view, layers, id) => {
    expect(parseUrlState(search, environment)).toEqual({ view, layers, area: id === null ? null : county(id), compare: null });
  });

  it.each([
    ['?data=measured&tract=06019001000', tract('06019001000')],
    ['?tract=%2006019001000%20', tract('06019001000')],
    // A GEOID whose leading zero a spreadsheet dropped.
    ['?data=measured&tract=6019001000', tract('06019001000')],
    // A code that is no tract's 11-digit GEOID is kept, for the page to say that no tract has it.
    ['?data=measured&tract=060190010001', tract('060190010001')],
    ['?data=measured&tract=Fresno', tract('Fresno')],
    ['?data=measured&tract=', null],
    // A link naming both is the county's, as before tracts.
    ['?data=measured&tract=06019001000&county=06037', county('06037')],
  ])('reads the area of %j', (search, area) => {
    expect(parseUrlState(search, environment).area).toEqual(area);
  });

  it.each([
    ['?data=measured&county=06019&compare=06037', '06037'],
    ['?data=measured&county=6019&compare=6037', '06037'],
    ['?data=measured&county=06019&compare=%2006037%20', '06037'],
    ['?data=measured&county=06019&compare=', null],
    ['?data=measured&compare=06037', null],
    ['?data=measured&tract=06019001000&compare=06037', null],
  ])('reads the report\'s second county of %j', (search, compare) => {
    expect(parseUrlState(search, environment).compare).toBe(compare);
  });
});

describe('a layer only the Measured view shows', () => {
  const withTce = parseEnvironment({
    ...ENVIRONMENT_ANSWER,
    factors: [...ENVIRONMENT_ANSWER.factors, { id: 'tce', name: 'Trichloroethylene Releases', weight: 0.2, defaultEnabled: false, demo: false }],
  });

  it('is kept in a Measured link and dropped from a Demo one', () => {
    expect(parseUrlState('?data=measured&layers=tce,traffic', withTce).layers).toEqual(['traffic', 'tce']);
    expect(parseUrlState('?layers=tce,traffic', withTce).layers).toEqual(['traffic']);
  });

  it('leaves the links of the Demo view', () => {
    const layers = ['traffic', 'tce'];
    expect(serializeUrlState({ view: measuredView, layers, area: null }, withTce)).toBe('?data=measured&layers=traffic,tce');
    expect(serializeUrlState({ view: demoView, layers, area: null }, withTce)).toBe('?layers=traffic');
  });
});

describe('compareProblem', () => {
  const keys = new Set(['06019', '06037']);
  it('accepts another county of the Measured view', () => {
    expect(compareProblem(measuredView, '06019', '06037', keys)).toBeNull();
  });
  it.each([
    [measuredView, '99999', 'There is no county with the code 99999 to compare with; the link shows the one county.'],
    [measuredView, '06019', 'That is the county of this report: choose another one to compare with.'],
    [demoView, '06037', 'Counties are compared in the Measured view.'],
  ] as const)('refuses case %# (another view, the county itself, an unknown code) with a toast text', (view, compare, text) => {
    expect(compareProblem(view, '06019', compare, keys)).toBe(text);
  });
});

describe('serializeUrlState', () => {
  it.each([
    [{ view: demoView, layers: ['pesticides', 'airPollution'], area: null }, ''],
    [{ view: demoView, layers: ['traffic', 'pesticides'], area: county('06037') }, '?layers=pesticides,traffic&county=06037'],
    [{ view: demoView, layers: [], area: null }, '?layers='],
    [{ view: demoView, layers: ['pesticides', 'airPollution'], area: county('Miami-Dade-Florida') }, '?county=Miami-Dade-Florida'],
    [{ view: measuredView, layers: ['pesticides', 'airPollution'], area: county('06019') }, '?data=measured&county=06019'],
    [{ view: measuredView, layers: ['industrial'], area: null }, '?data=measured&layers=industrial'],
    [{ view: measuredView, layers: ['pesticides', 'airPollution'], area: county('06019'), compare: '06037' }, '?data=measured&county=06019&compare=06037'],
    [{ view: measuredView, layers: ['pesticides', 'airPollution'], area: null, compare: '06037' }, '?data=measured'],
    [{ view: measuredView, layers: ['pesticides', 'airPollution'], area: tract('06019001000') }, '?data=measured&tract=06019001000'],
    [{ view: measuredView, layers: ['pesticides', 'airPollution'], area: tract('06019001000'), compare: '06037' }, '?data=measured&tract=06019001000'],
  ] as const)('serialises %j as %j', (state, want) => {
    expect(serializeUrlState({ compare: null, ...state, layers: [...state.layers] }, environment)).toBe(want);
  });

  it.each<UrlState>([
    { view: demoView, layers: ['airPollution', 'industrial'], area: county('12086'), compare: null },
    { view: measuredView, layers: [], area: county('06003'), compare: null },
    { view: measuredView, layers: [], area: county('06019'), compare: '06037' },
    { view: measuredView, layers: ['traffic'], area: tract('06019001000'), compare: null },
  ])('round-trips %j', (state) => {
    expect(parseUrlState(serializeUrlState(state, environment), environment)).toEqual(state);
  });
});

describe('the Superfund sites in the link', () => {
  it('reads their layer among the layers, in the Measured view only, and a site by its EPA ID', () => {
    expect(parseUrlState('?data=measured&layers=traffic,solvents&site=NC6170022580', environment)).toMatchObject({
      layers: ['traffic'],
      sites: true,
      site: 'NC6170022580',
    });
    expect(parseUrlState('?layers=traffic,solvents&site=NC6170022580', environment)).not.toHaveProperty('sites');
  });

  it.each([
    ['?data=measured&site=nc6170022580', 'NC6170022580'],
    ['?data=measured&site=%20NC6170022580%20', 'NC6170022580'],
    // Not an EPA ID, kept as written, for the page to say that no site has it.
    ['?data=measured&site=nc61', 'nc61'],
    ['?data=measured&site=camp%20lejeune', 'camp lejeune'],
    ['?data=measured&site=', undefined],
    // The Demo view shows no sites, and offers the view that does (features/url-state/urlSync.ts).
    ['?site=NC6170022580', 'NC6170022580'],
  ])('reads the site of %j as %j', (search, site) => {
    expect(parseUrlState(search, environment).site).toBe(site);
  });

  it("writes a site's name so that it reads back the same", () => {
    const state = { view: measuredView, layers: defaultLayers(viewLayerTable(environment, measuredView)), area: null, compare: null, site: 'camp & co' };
    expect(serializeUrlState(state, environment)).toBe('?data=measured&site=camp%20%26%20co');
    expect(parseUrlState(serializeUrlState(state, environment), environment)).toEqual(state);
  });

  it('writes their layer after the score layers, the defaults included', () => {
    const state = { view: measuredView, layers: defaultLayers(viewLayerTable(environment, measuredView)), area: null, compare: null, sites: true };
    expect(serializeUrlState(state, environment)).toBe(`?data=measured&layers=${[...state.layers, 'solvents'].join(',')}`);
    expect(parseUrlState(serializeUrlState(state, environment), environment)).toEqual(state);
  });
});

describe('the pesticide measure in the link', () => {
  it.each([
    ['?data=measured&pesticide=paraquat', 'paraquat'],
    ['?data=measured&pesticide=Bad%20Id', undefined],
    ['?data=measured', undefined],
    // The Demo view has no measure to choose.
    ['?pesticide=paraquat', undefined],
  ])('parses %j', (search, pesticide) => {
    expect(parseUrlState(search, environment).pesticide).toBe(pesticide);
  });

  it('writes a compound in the Measured view only, and nothing for all pesticides', () => {
    const state: UrlState = { view: measuredView, layers: defaultLayers(viewLayerTable(environment, measuredView)), area: null, pesticide: 'paraquat' };
    expect(serializeUrlState(state, environment)).toBe('?data=measured&pesticide=paraquat');
    expect(serializeUrlState({ ...state, pesticide: 'all' }, environment)).toBe('?data=measured');
    expect(serializeUrlState({ ...state, view: demoView, layers: defaultLayers(viewLayerTable(environment, demoView)) }, environment)).toBe('');
  });
});
