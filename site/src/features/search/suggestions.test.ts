import { nationalCounties } from './nationalCounties.fixture';
import { suggestionsFor, type ZipAnswer } from './suggestions';

const national = nationalCounties();
const demo = national.filter((c) => c.stateCode === 'CA' || c.stateCode === 'FL');
const newYork: ZipAnswer = { zip: '10001', counties: [{ fips: '36061', name: 'New York', state: 'New York' }] };
const labels = (list: ReturnType<typeof suggestionsFor>) => list.map((s) => [s.label, s.county?.key ?? null]);

describe('suggestionsFor', () => {
  it('lists both readings of five digits, the ZIP first once its counties are known', () => {
    expect(labels(suggestionsFor(national, '10001', null))).toEqual([['County code 10001 · Kent, DE', '10001']]);
    expect(labels(suggestionsFor(national, '10001', newYork))).toEqual([
      ['ZIP 10001 · New York, NY', '36061'],
      ['County code 10001 · Kent, DE', '10001'],
    ]);
  });

  it("lists a ZIP outside the view without a county (choosing it searches), in the states' names the view knows", () => {
    expect(labels(suggestionsFor(demo, '10001', newYork))).toEqual([['ZIP 10001 · New York, New York', null]]);
  });

  it('does not list the answer of another ZIP', () => {
    expect(labels(suggestionsFor(national, '10003', newYork))).toEqual([['County code 10003 · New Castle, DE', '10003']]);
  });

  it('lists the ZIP of an address, and only the county code with a prefix', () => {
    expect(labels(suggestionsFor(national, 'New York, NY 10001', newYork))).toEqual([['ZIP 10001 · New York, NY', '36061']]);
    expect(labels(suggestionsFor(national, 'fips:10001', newYork))).toEqual([['County code 10001 · Kent, DE', '10001']]);
  });

  it('ranks counties by name, at most 8, and lists nothing for blank or unreadable text', () => {
    expect(suggestionsFor(national, 'Orange', null).map((s) => s.label)).toEqual([
      'Orange, California', 'Orange, Florida', 'Orange, Indiana', 'Orange, New York',
      'Orange, North Carolina', 'Orange, Texas', 'Orange, Vermont', 'Orange, Virginia',
    ]);
    expect(suggestionsFor(national, '  ', null)).toEqual([]);
    expect(suggestionsFor(national, '123 Main St', null)).toEqual([]);
  });
});
