import { sampleCounties, sampleEnvironment, sampleMeasuredCounties } from '../../test/fixtures';
import { bandClass, bandInWords, bandName, countBands, countyScore, scoreBand, scoreColor, scoreInWords, type ScoreBand } from './countyBand';

const table = sampleEnvironment().factors;

describe('countyBand', () => {
  it('is the random combined score in the Demo view', () => {
    expect(countyScore(sampleCounties()[0]!, ['pesticides'], table)).toBe(80);
  });

  it('is the measured score in the Measured view, null without data', () => {
    const [, fresno, loving] = sampleMeasuredCounties();
    expect(countyScore(fresno!, ['pesticides'], table)).toBe(97);
    expect(countyScore(loving!, ['pesticides', 'traffic'], table)).toBeNull();
  });
});

describe('bands', () => {
  it.each([
    [null, 'No data', '#9E9E9E'],
    [20, 'Low', '#4CAF50'],
    [50, 'Moderate', '#FF9800'],
    [90, 'High', '#F44336'],
  ] as const)('%s is %s in %s', (score, band, colour) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreColor(score)).toBe(colour);
  });

  it('names each band, no data included', () => {
    expect(['Low', 'Moderate', 'High', 'No data'].map((band) => bandName(band as ScoreBand))).toEqual(['Low', 'Moderate', 'High', 'No data']);
    expect(bandInWords('High', 'exposure')).toBe('High exposure');
    expect(bandInWords('No data', 'risk')).toBe('No data');
  });

  it('says the band in the words of each view', () => {
    expect(scoreInWords(80.4, 'risk')).toBe('High risk (80)');
    expect(scoreInWords(50, 'exposure')).toBe('Moderate exposure (50)');
    expect(scoreInWords(null, 'exposure')).toBe('No data');
  });

  it('counts High and Moderate counties for the selected layers, never counting no data', () => {
    const counties = sampleMeasuredCounties();
    // Alpine 3 Low, Fresno 97 High, Loving no data.
    expect(countBands(counties, ['pesticides'], table)).toEqual({ high: 1, moderate: 0 });
    // Alpine 0 Low, Fresno 71 High, Loving 40 Moderate.
    expect(countBands(counties, ['industrial'], table)).toEqual({ high: 1, moderate: 1 });
  });
});

describe('bandClass', () => {
  it('names each band as the stylesheets do', () => {
    expect(['Low', 'Moderate', 'High', 'No data'].map((band) => bandClass(band as ScoreBand))).toEqual(['low', 'moderate', 'high', 'no-data']);
  });
});
