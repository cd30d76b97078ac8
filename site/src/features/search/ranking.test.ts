import { nationalCounties } from './nationalCounties.fixture';
import { placePieceFixture } from './placePieces.fixture';
import { answerOf } from './placeSearch';
import { queryKey } from './places';
import { suggestionsFor, type ZipAnswer } from './suggestions';

const national = nationalCounties();
const demo = national.filter((c) => c.stateCode === 'CA' || c.stateCode === 'FL');

/** The suggestions for text once its piece of places is in, as the search box lists them. */
function suggest(counties: typeof national, text: string, zip: ZipAnswer | null = null): string[] {
  const key = queryKey(text);
  const places = key ? answerOf(key, placePieceFixture(key)) : null;
  return suggestionsFor(counties, text, zip, places).map((s) => s.label);
}

describe('counties and places, best match first, then more people', () => {
  it.each([
    // Exact names: Cook County, Illinois (5.1 million) before Georgia's (17,700) and Minnesota's.
    // Then the places named Cook, then names that start so: places and counties by people.
    ['Cook', [
      'Cook, Illinois', 'Cook, Georgia', 'Cook, Minnesota', 'Cook, MN · St. Louis County', 'Cook, NE · Johnson County',
      'Cookstown, NJ · Burlington County', 'Cookson, OK · Cherokee County', 'Cooke, Texas',
    ]],
    // Orange County, California (3.1 million), before Florida's (1.5 million); a CDP ranks by its
    // county's people (Orange, CT: New Haven County), a city by its own (Orange, CA: 138,000).
    ['Orange', [
      'Orange, California', 'Orange, Florida', 'Orange, CT · New Haven County', 'Orange, New York', 'Orange, North Carolina',
      'Orange, CA · Orange County', 'Orange, Texas', 'Orange, MA · Franklin County',
    ]],
    // The Springfields of eight states, each with its county.
    ['Springfield', [
      'Springfield, VA · Fairfax County', 'Springfield, NJ · Union County', 'Springfield, MO · Greene County', 'Springfield, MA · Hampden County',
      'Springfield, IL · Sangamon County', 'Springfield, WI · Walworth County', 'Springfield, OR · Lane County', 'Springfield, VT · Windsor County',
    ]],
    ['Springfield, IL', ['Springfield, IL · Sangamon County']],
    ['springfield city, mo', ['Springfield, MO · Greene County']],
    // Case and spaces do not matter, "St" is "Saint"; the CDP of Maricopa County ranks by its county's people.
    ['  st   johns ', [
      'St. Johns, AZ · Maricopa County', 'St. Johns, Florida', 'St. Johns, OH · Auglaize County', 'St. Johns, MI · Clinton County',
      'St. Johns, AZ · Apache County', 'St. Johns, IL · Perry County', 'St. Johnsbury, VT · Caledonia County', 'St. Johnsville, NY · Montgomery County',
    ]],
    ['Saint Johns, FL', ['St. Johns, Florida']],
    // Accents optional; without its type word the query matches a little less well.
    ['Canon City', ['Cañon City, CO · Fremont County', 'Cañon, NM · Sandoval County', 'Cañoncito, NM · Santa Fe County', 'Cañones, NM · Rio Arriba County']],
    ['Coalinga', ['Coalinga, CA · Fresno County']],
    ['Hanford', ['Hanford, CA · Kings County']],
  ])('%j lists %j', (text, labels) => {
    expect(suggest(national, text)).toEqual(labels);
  });

  it('keeps a ZIP and a county code as they were', () => {
    const newYork: ZipAnswer = { zip: '10001', counties: [{ fips: '36061', name: 'New York', state: 'New York' }] };
    expect(suggest(national, '10001', newYork)).toEqual(['ZIP 10001 · New York, NY', 'County code 10001 · Kent, DE']);
    expect(suggest(national, 'fips:06019')).toEqual(['County code 06019 · Fresno, CA']);
  });

  it('lists places outside the Demo view, without a county to open (choosing one offers the Measured view)', () => {
    const springfields = suggestionsFor(demo, 'Springfield', null, answerOf('spr', placePieceFixture('spr')));
    expect(springfields[0]).toMatchObject({ label: 'Springfield, VA · Fairfax County', county: null });
    expect(suggestionsFor(demo, 'Coalinga', null, answerOf('coa', placePieceFixture('coa')))[0]?.county?.key).toBe('06019');
  });

  it('ranks counties by name alone until the piece of places is in', () => {
    expect(suggestionsFor(national, 'Cook', null, null).map((s) => s.label)).toEqual([
      'Cook, Georgia', 'Cook, Illinois', 'Cook, Minnesota', 'Cooke, Texas', 'McCook, South Dakota',
    ]);
    expect(suggestionsFor(national, 'Cook', null, answerOf('ora', placePieceFixture('ora')))[0]?.label).toBe('Cook, Georgia');
  });
});
