import { sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { formatValue, measuredFigureText, percentileInWords, unitAndYears, usgsText } from './figures';

const [pesticides, airPollution, , industrial] = sampleEnvironment().factors;

describe('formatValue', () => {
  it.each([
    [8.16, '8.16'],
    [27.7, '27.7'],
    [0.00123, '0.00123'],
    [12300, '12,300'],
    [63256.35, '63,300'],
    [0, '0'],
  ])('%s -> %s', (value, want) => {
    expect(formatValue(value)).toBe(want);
  });
});

describe('the number format', () => {
  it('is made on first use, not when the module loads (its first making is a long task in Chromium)', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const fresh = await import('./figures');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.formatValue(12_345)).toBe('12,300');
      expect(fresh.formatValue(8.164)).toBe('8.16');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});

describe('figure texts', () => {
  it('says what a percentile means', () => {
    expect(percentileInWords(92)).toBe('higher than 92% of US counties');
  });

  it('gives the unit and years, and calls an estimate one', () => {
    expect(unitAndYears(airPollution!)).toBe('µg/m³, 2014-2018');
    expect(unitAndYears(pesticides!)).toBe('estimated kg/km² per year, 2017');
  });

  it.each([
    [airPollution!, { value: 8.16, percentile: 92, status: 'value' }, 'Air quality', '8.16 µg/m³ (2014-2018), higher than 92% of US counties, High'],
    [pesticides!, { value: 27.7, percentile: 45, status: 'value' }, 'an estimate', 'estimated 27.7 kg/km² per year (2017, modelled), higher than 45% of US counties, Moderate'],
    [airPollution!, { value: null, percentile: null, status: 'no data' }, 'no data', 'No data'],
    [industrial!, { value: 0, percentile: 0, status: 'none reported' }, 'none reported', 'No releases reported (1988-2018)'],
    [industrial!, undefined, 'a missing layer', 'No data'],
  ] as const)('%#: %s', (layer, figure, _, want) => {
    expect(measuredFigureText(layer, figure)).toBe(want);
  });

  it("gives the USGS estimate where the county has one, per km² in the modelled figure's unit, and says a missing one is a gap", () => {
    const [alpine, fresno] = sampleMeasuredCounties();
    expect(usgsText(pesticides!, fresno!.usgs)).toBe('USGS 2018 estimate: 2,260 kg/km² per year (13,500,000 kg in all, of which paraquat 45,200 kg)');
    expect(usgsText(pesticides!, { ...fresno!.usgs, kgPerKm2: null, paraquatKg: null })).toBe('USGS 2018 estimate: 13,500,000 kg per year in all');
    expect(usgsText(pesticides!, alpine!.usgs)).toBe('USGS 2018 estimate: none for this county in the copy used here: a gap, not zero use');
  });
});

