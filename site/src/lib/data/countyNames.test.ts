import { countyTitle } from './countyNames';

describe('countyTitle', () => {
  // Each county's kind read from its code and state, as the search's toasts name it.
  it.each([
    ['29189', 'St. Louis', 'MO', 'St. Louis County, MO'],
    ['29510', 'St. Louis', 'MO', 'St. Louis (city), MO'],
    ['51510', 'Alexandria', 'VA', 'Alexandria (city), VA'],
    ['51059', 'Fairfax', 'VA', 'Fairfax County, VA'],
    ['32510', 'Carson City', 'NV', 'Carson City, NV'],
    ['22071', 'Orleans', 'LA', 'Orleans Parish, LA'],
    ['02020', 'Anchorage', 'AK', 'Anchorage, AK'],
    ['02050', 'Bethel', 'AK', 'Bethel, AK'],
    ['11001', 'District of Columbia', 'DC', 'District of Columbia, DC'],
    ['72127', 'San Juan', 'PR', 'San Juan, PR'],
  ])('%s %s, %s: %s', (id, name, stateCode, title) => {
    expect(countyTitle({ id, name, stateCode })).toBe(title);
  });
});
