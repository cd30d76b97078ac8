import { knownWordTree, knownWordsVersion } from '../data/searchData';

/**
 * The typos a word of a query is forgiven: one letter in a word of five letters or more, two in one of
 * eight or more (Levenshtein distance: a letter changed, added or dropped; two letters swapped are
 * two). "Los Angles" is Los Angeles, "Pittsbrgh" Pittsburgh.
 */
export const typosAllowed = (word: string): number => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

/** The words of a query word's typos: known words within typosAllowed of it, with their distance. */
export type Typos = (word: string) => ReadonlyMap<string, number>;

const NONE: ReadonlyMap<string, number> = new Map();

/**
 * Looks words up among the known ones (data/searchData.ts knownWordTree) with MiniSearch's radix tree;
 * each word once until more words are known.
 */
export const typos: Typos = knownTypos();

function knownTypos(): Typos {
  const found = new Map<string, ReadonlyMap<string, number>>();
  let version = knownWordsVersion();
  return (word) => {
    if (knownWordsVersion() !== version) {
      found.clear();
      version = knownWordsVersion();
    }
    const allowed = typosAllowed(word);
    if (allowed === 0) return NONE;
    let words = found.get(word);
    if (!words) {
      words = new Map([...knownWordTree().fuzzyGet(word, allowed)].map(([w, [, distance]]) => [w, distance]));
      found.set(word, words);
    }
    return words;
  };
}
