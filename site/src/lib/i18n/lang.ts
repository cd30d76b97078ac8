import type { Lang } from './languages';

// Replaced by the build (site/vite.config.ts `define`, from LANGUAGES): each language's build is its
// own bundle, and the page's first script knows its language without the languages' table.
declare const __LANG__: Lang;
declare const __LANG_LOCALE__: string;
declare const __LANG_HOME__: string;

/** The language of the build this module is part of. */
export const LANG: Lang = __LANG__;

/** What `Intl` formats this page's numbers and dates with (LANGUAGES' locale). */
export const LOCALE = __LANG_LOCALE__;

/** The language's map page, "/" or "/es/" (LANGUAGES' home): where its links and forms lead. */
export const HOME = __LANG_HOME__;

/**
 * The `lang` of an element that shows a name kept in English on another language's page (a
 * dataset's title as published, an agency's name): `<cite lang={ENGLISH_NAME}>`. Unset on the English page.
 */
export const ENGLISH_NAME = LANG === 'en' ? undefined : 'en';
