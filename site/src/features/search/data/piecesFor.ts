import { PIECE_KEY_LENGTH, pieceKey } from '../query/fold';
import type { NameQuery } from '../query/nameQuery';
import type { Reading } from '../readings/reading';
import { typosAllowed } from '../readings/typos';
import { everyWord, isKnownWord, knownWordsPlanted, knownWordTree, piece } from './searchData';

/** How many other pieces a typo in a query's first letters may ask for: those of its closest words. */
const MAX_TYPO_PIECES = 3;

/**
 * The places and subdivisions a query may mean: those of the piece its first word names (a name is
 * in the piece of each of its words), fetched if they are not yet. A first word of one letter names
 * none while it is the whole query (it may still grow). A first word long enough to forgive a typo
 * may be mistyped in its first letters, which its own piece cannot show: when it is no word of any
 * name (its piece has every name with a word starting so), every word is fetched once, and the
 * pieces of the closest words it may be a typo of are added ("Huston" asks for "ho" as well as "hu").
 * While the word may still be being typed (`whole` false), the start of a known word is no typo.
 */
export async function piecesFor(queries: readonly NameQuery[], whole: boolean): Promise<Reading[]> {
  const firsts = new Set(queries.flatMap((q) => (q.words[0] && (q.words[0].length >= PIECE_KEY_LENGTH || q.words.length > 1) ? [q.words[0]] : [])));
  const keys = new Set([...firsts].map(pieceKey));
  const readings = (await Promise.all([...keys].map(piece))).flatMap((p) => p.readings);
  const mistyped = [...firsts].filter(
    (w) => typosAllowed(w) > 0 && !isKnownWord(w) && (whole || knownWordTree().atPrefix(w).keys().next().done),
  );
  if (mistyped.length === 0) return readings;
  await everyWord();
  await knownWordsPlanted();
  const closest = mistyped
    .flatMap((w) => [...knownWordTree().fuzzyGet(w, typosAllowed(w))].map(([word, [, distance]]) => ({ key: pieceKey(word), distance })))
    .filter((c) => !keys.has(c.key))
    .sort((a, b) => a.distance - b.distance);
  const more = [...new Set(closest.map((c) => c.key))].slice(0, MAX_TYPO_PIECES);
  return readings.concat((await Promise.all(more.map(piece))).flatMap((p) => p.readings));
}
