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

/**
 * Splits a trailing designator off a folded name ("los angeles county" -> "los angeles", county).
 * A name that is only a designator is left whole.
 */
export function stripDesignator(folded: string): { name: string; designator: Designator } {
  for (const [suffix, kind] of DESIGNATORS) {
    if (folded.length > suffix.length && folded.endsWith(suffix)) {
      return { name: folded.slice(0, -suffix.length), designator: kind };
    }
  }
  return { name: folded, designator: null };
}
