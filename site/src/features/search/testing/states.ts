import type { SearchState } from '../readings/reading';

/** Some states as the index gives them, for the tests that read queries. */
export const STATES: readonly SearchState[] = [
  { code: 'CA', name: 'California', shown: 'California', folded: ['california'] },
  { code: 'DC', name: 'District of Columbia', shown: 'District of Columbia', folded: ['district of columbia', 'distrito de columbia'] },
  { code: 'FL', name: 'Florida', shown: 'Florida', folded: ['florida'] },
  { code: 'MO', name: 'Missouri', shown: 'Missouri', folded: ['missouri', 'misuri'] },
  { code: 'MT', name: 'Montana', shown: 'Montana', folded: ['montana'] },
  { code: 'NE', name: 'Nebraska', shown: 'Nebraska', folded: ['nebraska'] },
  { code: 'NY', name: 'New York', shown: 'New York', folded: ['new york', 'nueva york'] },
  { code: 'TX', name: 'Texas', shown: 'Texas', folded: ['texas'] },
  { code: 'VA', name: 'Virginia', shown: 'Virginia', folded: ['virginia'] },
  { code: 'WV', name: 'West Virginia', shown: 'West Virginia', folded: ['west virginia', 'virginia occidental'] },
];
