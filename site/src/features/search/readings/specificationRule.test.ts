import { parseCounties } from '../../../lib/data/counties';
import { countiesOfState, specificationMatches } from './specificationRule';

const COUNTIES = parseCounties(
  [
    ['12086', 'Miami-Dade', 'Florida', 'FL'],
    ['06059', 'Orange', 'California', 'CA'],
    ['12095', 'Orange', 'Florida', 'FL'],
    ['12109', 'St. Johns', 'Florida', 'FL'],
    ['06037', 'Los Angeles', 'California', 'CA'],
    ['06071', 'San Bernardino', 'California', 'CA'],
    ['12015', 'Charlotte', 'Florida', 'FL'],
  ].map(([fipsCode, name, state, stateCode]) => ({ id: fipsCode, fipsCode, name, state, stateCode, latitude: 0, longitude: 0 })),
);

const names = (text: string) => specificationMatches(COUNTIES, text).map((c) => `${c.name}, ${c.stateCode}`);

describe('specificationMatches', () => {
  it.each([
    // The specification's case: a county's name holds "Miami".
    ['Miami', ['Miami-Dade, FL']],
    ['miami dade', ['Miami-Dade, FL']],
    // Ties keep FIPS order.
    ['ORANGE', ['Orange, CA', 'Orange, FL']],
    ['Saint Johns', ['St. Johns, FL']],
    // An exact state comes after an exact name, before names that start or hold the text.
    ['florida', ['Charlotte, FL', 'Miami-Dade, FL', 'Orange, FL', 'St. Johns, FL']],
    ['ange', ['Los Angeles, CA', 'Orange, CA', 'Orange, FL']],
    ['an', ['Los Angeles, CA', 'Orange, CA', 'San Bernardino, CA', 'Orange, FL']],
    ['Houston', []],
    ['  ', []],
  ])('%j finds %j', (text, found) => {
    expect(names(text)).toEqual(found);
  });

  it("lists a state's counties in FIPS order", () => {
    expect(countiesOfState(COUNTIES, 'CA').map((c) => c.name)).toEqual(['Los Angeles', 'Orange', 'San Bernardino']);
  });
});
