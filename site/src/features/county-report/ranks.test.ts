import { parseExposures } from '../../lib/data/exposuresAnswer';
import { ordinal, rankAmong, rankInWords, statePlaces } from './ranks';

// Seven counties of two states, counted by hand below. Pesticides: no data for A5; industrial:
// "r" none reported (value 0, ranked with the zeros).
//   county       A1   A2   A3   A4   A5   B1   B2
//   pesticides   50   80   80   10   -    90   80
//   industrial   r    r    5    5    1    r    2
const counties = parseExposures({
  counties: {
    fips: ['01001', '01002', '01003', '01004', '01005', '02001', '02002'],
    name: ['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2'],
    state: ['AA', 'AA', 'AA', 'AA', 'AA', 'BB', 'BB'],
    lat: [0, 0, 0, 0, 0, 0, 0],
    lon: [0, 0, 0, 0, 0, 0, 0],
  },
  stateNames: { AA: 'Alpha', BB: 'Beta' },
  layers: [
    { id: 'pesticides', value: [50, 80, 80, 10, null, 90, 80], percentile: [33, 50, 50, 0, null, 83, 50], status: 'vvvvnvv' },
    { id: 'industrial', value: [0, 0, 5, 5, 1, 0, 2], percentile: [0, 0, 71, 71, 42, 0, 57], status: 'rrvvvrv' },
  ],
  usgsPesticides: { years: '2018', kg: [], kgPerKm2: [], paraquatKg: [] },
});
const byName = (name: string) => counties.find((c) => c.name === name)!;
const alpha = counties.filter((c) => c.stateCode === 'AA');

describe('rankAmong', () => {
  it('puts the highest figure first, tied counties sharing their best place and the next skipping them', () => {
    // Alpha's pesticides: 80, 80, 50, 10 (A5 has none): A2 and A3 tied 1st, A1 3rd, A4 4th, of 4.
    expect(rankAmong(alpha, 'pesticides', byName('A2'))).toEqual({ rank: 1, of: 4, tied: true, partial: true });
    expect(rankAmong(alpha, 'pesticides', byName('A3'))).toEqual({ rank: 1, of: 4, tied: true, partial: true });
    expect(rankAmong(alpha, 'pesticides', byName('A1'))).toEqual({ rank: 3, of: 4, tied: false, partial: true });
    expect(rankAmong(alpha, 'pesticides', byName('A4'))).toEqual({ rank: 4, of: 4, tied: false, partial: true });
  });

  it('leaves a county without a figure unranked', () => {
    expect(rankAmong(alpha, 'pesticides', byName('A5'))).toBeNull();
  });

  it('ranks none reported as 0, tied with the other zeros, every county counted', () => {
    // Alpha's releases: 5, 5, 1, 0, 0.
    expect(rankAmong(alpha, 'industrial', byName('A3'))).toEqual({ rank: 1, of: 5, tied: true, partial: false });
    expect(rankAmong(alpha, 'industrial', byName('A5'))).toEqual({ rank: 3, of: 5, tied: false, partial: false });
    expect(rankAmong(alpha, 'industrial', byName('A1'))).toEqual({ rank: 4, of: 5, tied: true, partial: false });
  });

  it('gives the place in the state and among every county', () => {
    // Every county's pesticides: 90, 80, 80, 80, 50, 10: A2 tied 2nd of 6, A1 5th of 6.
    expect(statePlaces(counties, 'pesticides', byName('A2'))).toEqual({
      state: { rank: 1, of: 4, tied: true, partial: true },
      nation: { rank: 2, of: 6, tied: true, partial: true },
    });
    expect(statePlaces(counties, 'pesticides', byName('A1')).nation).toEqual({ rank: 5, of: 6, tied: false, partial: true });
    // Every county's releases: 5, 5, 2, 1, 0, 0, 0: A1 tied 5th of 7; Beta's: 2, 0: B1 2nd of 2.
    expect(statePlaces(counties, 'industrial', byName('A1')).nation).toEqual({ rank: 5, of: 7, tied: true, partial: false });
    expect(statePlaces(counties, 'industrial', byName('B1')).state).toEqual({ rank: 2, of: 2, tied: false, partial: false });
  });
});

describe('rank in words', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [22, '22nd'],
    [101, '101st'],
    [2701, '2,701st'],
  ])('%d is %s', (rank, words) => {
    expect(ordinal(rank)).toBe(words);
  });

  it('says the place, the count and whether it is tied or leaves counties out', () => {
    expect(rankInWords({ rank: 3, of: 58, tied: false, partial: false }, 'California')).toBe('3rd of 58 California counties');
    expect(rankInWords({ rank: 2701, of: 3220, tied: true, partial: false }, 'US')).toBe('tied 2,701st of 3,220 US counties');
    expect(rankInWords({ rank: 1, of: 1, tied: false, partial: true }, 'Alaska')).toBe('1st of 1 Alaska county with a figure');
  });
});
