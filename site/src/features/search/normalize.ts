/**
 * Folds text for forgiving comparison: accents dropped (Doña -> dona), case folded, apostrophes
 * dropped (Prince George's -> prince georges), dots, hyphens and other punctuation read as spaces
 * (St. Johns -> st johns, Miami-Dade -> miami dade), runs of spaces collapsed, "Saint"/"Sainte"
 * written as the "St"/"Ste" the Census names use, and "Ft" as the "Fort" they spell out.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʻʼ]/g, '')
    .replace(/[^\p{L}\p{N},]+/gu, ' ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bft\b/g, 'fort')
    .replace(/ ?, ?/g, ',')
    .trim();
}

/** What a trailing word such as "County" or "city" says about the place a person means. */
export type Designator = 'county' | 'city' | null;

// Longest first, so "city and borough" is not read as "borough" after a name ending in "city and".
const DESIGNATORS: readonly (readonly [suffix: string, kind: Exclude<Designator, null>])[] = [
  [' city and borough', 'county'],
  [' census area', 'county'],
  [' municipality', 'county'],
  [' municipio', 'county'],
  [' borough', 'county'],
  [' parish', 'county'],
  [' county', 'county'],
  [' city', 'city'],
];

// Spanish puts the word first: "condado de los angeles", as the Spanish page's suggestions write it.
const LEADING_DESIGNATORS: readonly (readonly [prefix: string, kind: Exclude<Designator, null>])[] = [
  ['condado de ', 'county'],
  ['parroquia de ', 'county'],
  ['municipio de ', 'county'],
  ['ciudad de ', 'city'],
];

/**
 * Splits a designator off a folded name: trailing in English ("los angeles county"), leading in
 * Spanish ("condado de los angeles"), both -> "los angeles", county. Read on either page: a name is
 * searched the same way whatever the page's language. A name that is only a designator is left whole.
 */
export function stripDesignator(folded: string): { name: string; designator: Designator } {
  for (const [suffix, kind] of DESIGNATORS) {
    if (folded.length > suffix.length && folded.endsWith(suffix)) {
      return { name: folded.slice(0, -suffix.length), designator: kind };
    }
  }
  for (const [prefix, kind] of LEADING_DESIGNATORS) {
    if (folded.length > prefix.length && folded.startsWith(prefix)) return { name: folded.slice(prefix.length), designator: kind };
  }
  return { name: folded, designator: null };
}
