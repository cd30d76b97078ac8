import { foldWords, nameWords, PIECE_KEY_LENGTH, pieceKey } from '../query/fold';

// The names of two products that the search knows from its own files (datagen/API.md, "The search"),
// so a query can name one without the product's large file: the pesticide layer's measures (the
// index) and the Superfund sites (the pieces).

/** A pesticide measure as the index names it: its id, and its id and names (English, Spanish) folded. */
export interface CompoundName {
  id: string;
  folded: readonly string[];
}

/** A Superfund site as a piece names it: its EPA ID (the link's `site=`) and its name. */
export interface SiteName {
  id: string;
  name: string;
}

/** Folded for comparing a whole name: its words, joined by one space. */
const folded = (text: string): string => foldWords(text).join(' ');

/** A measure of the index's [id, English name, Spanish name...]; null for anything else. */
export function compoundName(entry: unknown): CompoundName | null {
  if (!Array.isArray(entry) || entry.length < 2 || !entry.every((e) => typeof e === 'string' && e !== '')) return null;
  const [id, ...names] = entry as string[];
  return { id: id!, folded: [...new Set([id!, ...names].map(folded))] };
}

/**
 * The measure a query names whole, by its id or by one of its names in either language ("Paraquat",
 * "copper sulfate", "rotenona"), accents, case and punctuation aside; null for none.
 */
export function compoundNamed(compounds: readonly CompoundName[], query: string): string | null {
  const q = folded(query);
  if (q === '') return null;
  return compounds.find((c) => c.folded.includes(q))?.id ?? null;
}

/**
 * The piece that holds every site a query may name: that of its first word of two letters or more (a
 * site is in the piece of each of its words' keys, and a word of the name starts with each word of
 * the query). Null for a query of single letters, which names no site.
 */
export function siteKey(query: string): string | null {
  const word = nameWords(query).find((w) => w.length >= PIECE_KEY_LENGTH);
  return word === undefined ? null : pieceKey(word);
}

/**
 * The first site, in the piece's (EPA ID) order, whose name has a word starting with each word of the
 * query ("camp lej" is CAMP LEJEUNE MILITARY RES. (USNAVY)); undefined for none.
 */
export function siteNamed(sites: readonly SiteName[], query: string): SiteName | undefined {
  const words = nameWords(query);
  if (words.length === 0) return undefined;
  return sites.find((site) => {
    const name = nameWords(site.name);
    return words.every((word) => name.some((part) => part.startsWith(word)));
  });
}
