import { MANIFEST } from '../data/manifest';
import { LANG } from './lang';
import type { Lang } from './languages';

/**
 * A state's name in a language: on the Spanish page its Spanish name where that differs from the
 * English (the manifest's spanishStateNames, which the search reads too), else the English one.
 */
export const stateNameIn = (lang: Lang, code: string, english: string, spanish: Readonly<Record<string, string>> = MANIFEST.spanishStateNames): string =>
  (lang === 'es' ? spanish[code] : undefined) ?? english;

/** A state's name on this page. */
export const stateName = (code: string, english: string): string => stateNameIn(LANG, code, english);
