import { parseCounties, withRandomScores } from '../../lib/counties';
import { searchCounties, searchToast } from './search';

const counties = withRandomScores(
  parseCounties([
    { id: '06037', name: 'Los Angeles', state: 'California', stateCode: 'CA' },
    { id: '06059', name: 'Orange', state: 'California', stateCode: 'CA' },
    { id: '12095', name: 'Orange', state: 'Florida', stateCode: 'FL' },
    { id: '12086', name: 'Miami-Dade', state: 'Florida', stateCode: 'FL' },
  ]),
  () => 0.5,
);

describe('searchCounties', () => {
  it.each(['', '   ', '\t'])('ignores blank text %j', (text) => {
    expect(searchCounties(counties, text)).toBeNull();
  });

  it('matches a trimmed, case-insensitive substring of the name', () => {
    const result = searchCounties(counties, '  los ang ');
    expect(result?.query).toBe('los ang');
    expect(result?.match?.key).toBe('06037');
    expect(result?.count).toBe(1);
  });

  it('returns the first match in API order with the count', () => {
    const result = searchCounties(counties, 'orange');
    expect(result?.match?.key).toBe('06059');
    expect(result?.count).toBe(2);
  });

  it('matches the state name', () => {
    expect(searchCounties(counties, 'florida')?.count).toBe(2);
  });

  it('matches the state code', () => {
    expect(searchCounties(counties, 'FL')?.match?.key).toBe('12095');
  });

  it('reports no match', () => {
    expect(searchCounties(counties, 'xyz')).toEqual({ query: 'xyz', match: null, count: 0 });
  });
});

describe('searchToast', () => {
  it('uses the singular for one county', () => {
    expect(searchToast(searchCounties(counties, 'Los Angeles')!)).toEqual({
      variant: 'default',
      title: 'County Found',
      description: 'Found 1 matching county. Viewing Los Angeles.',
    });
  });

  it('uses the plural for several counties', () => {
    expect(searchToast(searchCounties(counties, 'orange')!).description).toBe('Found 2 matching counties. Viewing Orange.');
  });

  it('is destructive with no match', () => {
    expect(searchToast(searchCounties(counties, ' xyz ')!)).toEqual({
      variant: 'destructive',
      title: 'No Results',
      description: 'No counties found matching "xyz". Try searching for a county name or state.',
    });
  });
});
