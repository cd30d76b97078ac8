import type { SearchState } from '../readings/reading';

/** Some states as the index gives them, for the tests that read queries. */
export const STATES: readonly SearchState[] = [
  { code: 'CA', name: 'California', folded: ['california'] },
  { code: 'DC', name: 'District of Columbia', folded: ['district of columbia', 'distrito de columbia'] },
  { code: 'FL', name: 'Florida', folded: ['florida'] },
  { code: 'MO', name: 'Missouri', folded: ['missouri', 'misuri'] },
  { code: 'MT', name: 'Montana', folded: ['montana'] },
  { code: 'NE', name: 'Nebraska', folded: ['nebraska'] },
  { code: 'NY', name: 'New York', folded: ['new york', 'nueva york'] },
  { code: 'TX', name: 'Texas', folded: ['texas'] },
  { code: 'VA', name: 'Virginia', folded: ['virginia'] },
  { code: 'WV', name: 'West Virginia', folded: ['west virginia', 'virginia occidental'] },
];
