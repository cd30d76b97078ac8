import { sampleEnvironment } from '../test/fixtures';
import { measuredView } from '../views/measuredView';
import { parseUrlState, serializeUrlState } from './urlState';

// The tract declared with a link parameter other than its id: the link reads and writes the declared one.
vi.mock('../lib/shapes/geographies', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/shapes/geographies')>();
  const TRACT = { ...real.TRACT, linkParameter: 'geoid' };
  return { ...real, TRACT, GEOGRAPHIES: real.GEOGRAPHIES.map((geography) => (geography.id === TRACT.id ? TRACT : geography)) };
});

const environment = sampleEnvironment();

describe("a geography's link parameter", () => {
  it('names its area in a link', () => {
    expect(parseUrlState('?data=measured&geoid=06019001000', environment).area).toEqual({ geography: 'tract', id: '06019001000' });
    expect(parseUrlState('?data=measured&tract=06019001000', environment).area).toBeNull();
  });

  it('is what a link to its area is written with', () => {
    const state = parseUrlState('?data=measured&geoid=06019001000', environment);
    expect(serializeUrlState(state, environment)).toBe('?data=measured&geoid=06019001000');
    expect(serializeUrlState({ ...state, view: measuredView, area: { geography: 'county', id: '06019' } }, environment)).toBe('?data=measured&county=06019');
  });
});
