import type { Typos } from './typos';

/**
 * How well a name matches a query, best first. A lower rank is a better match; readings of equal rank
 * go by their people (rankReadings.ts).
 */
export const EXACT = 0;
/** The name starts with the query ("Springf"). */
export const PREFIX = 1;
/** A later word of the name starts with it ("York" in New York). */
export const WORD_PREFIX = 2;
/**
 * Added to the three above when a word matched only with a typo forgiven: a whole name typed with a
 * typo ("Huston") is as close as a name that starts with what was typed ("Hustonville"), and the
 * place with more people comes first.
 */
export const TYPO = 1;
/** A county's name holds the query inside a word, or its state's does: the specification's rule. */
export const NAME_SUBSTRING = 4;
export const STATE_SUBSTRING = 5;

/**
 * The rank of a name (its words) for a query's words, or null when it does not match: the query's
 * words match consecutive words of the name, each exactly or with its typos forgiven, the last one
 * also as the start of a word (it may still be being typed). A name ending in "City" matches whole
 * without it, as people say it: "Boise" is Boise City, as much as Boise County.
 */
export function nameRank(name: readonly string[], query: readonly string[], typos: Typos): number | null {
  const length = name.length > 1 && name.at(-1) === 'city' ? [name.length, name.length - 1] : [name.length];
  let best: number | null = null;
  for (let start = 0; start + query.length <= name.length; start++) {
    let typo = false;
    let prefix = false;
    let matched = true;
    for (let i = 0; i < query.length && matched; i++) {
      const q = query[i]!;
      const n = name[start + i]!;
      if (q === n) continue;
      if (i === query.length - 1 && n.startsWith(q)) prefix = true;
      else if (typos(q).has(n)) typo = true;
      else matched = false;
    }
    if (!matched) continue;
    const whole = start === 0 && !prefix && length.includes(query.length);
    const rank = (start > 0 ? WORD_PREFIX : whole ? EXACT : PREFIX) + (typo ? TYPO : 0);
    best = best === null ? rank : Math.min(best, rank);
  }
  return best;
}
