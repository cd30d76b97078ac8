import { parsePm25State, pm25StatePath, trendInWords } from './pm25Years';

describe('pm25Years', () => {
  it('reads a state file with null years and finds it from the county code', () => {
    const state = parsePm25State({ years: [2000, 2001, 2002], national: [9.5, 9.65, 9.52], state: [6.55, null, 8.78], counties: { '06019': [10.55, null, 9.7] } });
    expect(state?.counties['06019']).toEqual([10.55, null, 9.7]);
    expect(state?.state).toEqual([6.55, null, 8.78]);
    expect(parsePm25State({ years: 'x' })).toBeNull();
    expect(pm25StatePath('06019')).toBe('/api/pm25-by-year/06');
  });

  it('says the trend from the first to the last year with a figure, in 2 decimals', () => {
    expect(trendInWords('Fresno, CA', [2000, 2001, 2002], [10.55, 8, 9.7])).toBe('Fresno, CA from 10.55 in 2000 to 9.70 in 2002');
    expect(trendInWords('Fresno, CA', [2000, 2001, 2002], [null, 8, 9.7])).toBe('Fresno, CA from 8.00 in 2001 to 9.70 in 2002');
    expect(trendInWords('Fresno, CA', [2000, 2001], [null, 8])).toBe('Fresno, CA has no yearly figures');
  });
});
