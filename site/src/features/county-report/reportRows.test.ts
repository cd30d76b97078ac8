import { sampleCounties, sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { reportRows } from './reportRows';

const environment = sampleEnvironment();
const [pesticides] = environment.factors;

describe('reportRows', () => {
  it('calls a Demo score random and names agencies only as the real figures\' sources', () => {
    const row = reportRows(sampleCounties()[0]!, pesticides!, environment);
    expect(row.facts).toContainEqual(['Source', 'none: drawn at random, no agency measured it']);
    expect(row.sourcesTerm).toBe('Real figures');
    expect(row.sources.map((s) => s.url)).toEqual(['https://example.org/cdl']);
  });

  it('sets the USGS estimate beside the modelled figure, in its unit, and says which colours the map', () => {
    const fresno = sampleMeasuredCounties().find((c) => c.id === '06019')!;
    const row = reportRows(fresno, pesticides!, environment);
    expect(row.sourcesTerm).toBe('Source');
    expect(row.extras).toContainEqual(['USGS 2018 estimate', '2,260 kg/km² per year (13,500,000 kg in all, of which paraquat 45,200 kg)']);
    expect(row.shared).toEqual([['Map colour', expect.stringMatching(/^The map is coloured by the modelled estimate/)]]);
  });

  it('says where a county has no USGS figure that it is a gap in the copy, not zero use, and where USGS figures are', () => {
    const alpine = sampleMeasuredCounties().find((c) => c.id === '06003')!;
    const row = reportRows(alpine, pesticides!, environment);
    expect(row.facts.map(([term]) => term)).toEqual(['Measure', 'Value', 'Unit', 'Years', 'Percentile']);
    expect(row.extras).toEqual([['USGS 2018 estimate', 'none for this county in the copy used here: a gap, not zero use']]);
    expect(row.shared[0]?.[1]).toMatch(/USGS's 2012 estimates of the compounds that studies link to Parkinson's cover about nine in ten: choose one under Pesticide figure\.$/);
  });

  it('leaves the USGS rows out where the county has no modelled figure either', () => {
    const county = sampleMeasuredCounties().find((c) => c.id === '48301')!;
    const row = reportRows(county, pesticides!, environment);
    expect([row.extras, row.shared]).toEqual([[], []]);
  });
});
