import { nameWords } from '../query/fold';
import { EXACT, nameRank, PREFIX, TYPO, WORD_PREFIX } from './matchName';
import type { Typos } from './typos';

// The typos forgiven in these cases, as the known words would give them.
const TYPOS: Record<string, string[]> = { angles: ['angeles'], huston: ['houston'], fransisco: ['francisco'] };
const typos: Typos = (word) => new Map((TYPOS[word] ?? []).map((w) => [w, 1]));

const rank = (name: string, query: string) => nameRank(nameWords(name), nameWords(query), typos);

describe('nameRank', () => {
  it.each<[string, string, number | null]>([
    ['Springfield', 'springfield', EXACT],
    ['Springfield', 'Springf', PREFIX],
    ['Springfield Gardens', 'springfield', PREFIX],
    ['New York', 'york', WORD_PREFIX],
    ['West Springfield', 'spring', WORD_PREFIX],
    ['Los Angeles', 'los angles', EXACT + TYPO],
    ['Los Angeles', 'angles', WORD_PREFIX + TYPO],
    ['San Francisco', 'san fransisco', EXACT + TYPO],
    ['Houston', 'huston', EXACT + TYPO],
    // A name ending in City matches whole without it.
    ['Boise City', 'boise', EXACT],
    ['Boise City', 'boise city', EXACT],
    ['Boise City', 'boise c', PREFIX],
    ['Springfield', 'springfeld', null],
    ['Springfield', 'field', null],
    ['Los Angeles', 'angeles los', null],
    ['Orange', 'orange county', null],
  ])('%j for %j: %j', (name, query, expected) => {
    expect(rank(name, query)).toBe(expected);
  });
});
