import { parseCompounds } from '../data/compounds';
import type { MeasuredCounty } from '../data/counties';
import { measuredFigureText } from './figures';
import { ALL_PESTICIDES, compoundFigure, measureOfLink, shownMeasureName, withPesticideMeasure } from './pesticideMeasure';

const file = parseCompounds({
  unit: 'kg per year',
  densityUnit: 'kg/km² of land per year',
  source: { years: '2012' },
  measures: [
    { id: 'linked', name: "Pesticides linked to Parkinson's in studies" },
    { id: 'paraquat', name: 'paraquat' },
    { id: 'endosulfan', name: 'endosulfán' },
    { id: 'copper-sulfate', name: 'copper sulfate' },
  ],
  counties: { '19167': [[9171.2, 13196.4, 4.61, 6.64, 93], [0.4, 4025.6, 0.000201, 2.02, 89], null, [null, 19.5, null, 0.0127, 73]] },
});

const county = (id: string): MeasuredCounty => ({
  id,
  name: 'Sioux',
  state: 'Iowa',
  stateCode: 'IA',
  latitude: 0,
  longitude: 0,
  kind: 'figures',
  figures: { pesticides: { value: 30, percentile: 60, status: 'value' }, traffic: { value: 1, percentile: 5, status: 'value' } },
  givenScore: { layers: ['pesticides'], value: 60 },
  usgs: { years: '2018', kg: null, kgPerKm2: null, paraquatKg: null },
});

describe('measureOfLink', () => {
  it.each([
    [null, ALL_PESTICIDES],
    ['', ALL_PESTICIDES],
    ['paraquat', 'paraquat'],
    ['copper-sulfate', 'copper-sulfate'],
    ['Paraquat', ALL_PESTICIDES],
    ['<b>', ALL_PESTICIDES],
    ['-x', ALL_PESTICIDES],
  ])('reads %j as %j', (value, measure) => {
    expect(measureOfLink(value)).toBe(measure);
  });
});

describe('compoundFigure', () => {
  it('is the high estimate per km² and its percentile, in words with both estimates and the year', () => {
    const figure = compoundFigure(file, 1, '19167');
    expect([figure.value, figure.percentile, figure.status]).toEqual([2.02, 89, 'value']);
    expect(figure.words).toBe(
      'paraquat: 0.000201-2.02 kg/km² of land per year (0.4-4,026 kg per year; USGS 2012 estimate, ranked by the high estimate), higher than 89% of US counties, High',
    );
  });

  it('says No USGS estimate, never zero, for a county without a row or without the compound', () => {
    for (const [index, fips] of [
      [1, '01001'],
      [2, '19167'],
    ] as const) {
      const figure = compoundFigure(file, index, fips);
      expect([figure.value, figure.percentile, figure.status]).toEqual([null, null, 'no data']);
      expect(measuredFigureText({ id: 'pesticides' } as never, figure)).toMatch(/: No USGS estimate \(2012\)$/);
    }
  });
});

describe('withPesticideMeasure', () => {
  const counties = [county('19167'), county('01001')];

  it('keeps the counties as they are for all pesticides, before the file and for a measure it lacks', () => {
    expect(withPesticideMeasure(counties, file, ALL_PESTICIDES)).toBe(counties);
    expect(withPesticideMeasure(counties, null, 'paraquat')).toBe(counties);
    expect(withPesticideMeasure(counties, file, 'ziram')).toBe(counties);
  });

  it("replaces only the pesticide layer's figure with the measure's", () => {
    const [sioux, other] = withPesticideMeasure(counties, file, 'linked');
    expect(sioux!.figures.pesticides!.percentile).toBe(93);
    expect(sioux!.figures.traffic).toBe(counties[0]!.figures.traffic);
    expect(other!.figures.pesticides!.status).toBe('no data');
    expect(counties[0]!.figures.pesticides!.percentile).toBe(60);
  });

  it("drops the generator's score, which is over the layer's own figure", () => {
    const [sioux] = withPesticideMeasure(counties, file, 'linked');
    expect(sioux!.givenScore).toBeNull();
    expect(counties[0]!.givenScore?.value).toBe(60);
  });
});

describe('shownMeasureName', () => {
  it('names a measure of the file, none for all pesticides', () => {
    expect(shownMeasureName(file, 'paraquat')).toBe('paraquat');
    expect(shownMeasureName(file, ALL_PESTICIDES)).toBeNull();
    expect(shownMeasureName(null, 'paraquat')).toBeNull();
  });
});
