import { LANGUAGES, type Lang } from './languages';

// Replaced by the build (site/vite.config.ts `define`): each language's build is its own bundle.
declare const __LANG__: Lang;

/** The language of the build this module is part of. */
export const LANG: Lang = __LANG__;

/** What `Intl` formats this page's numbers and dates with. */
export const LOCALE = LANGUAGES[LANG].locale;

/**
 * The `lang` of an element that shows a name kept in English on another language's page (a
 * dataset's title as published, an agency's name): `<cite lang={ENGLISH_NAME}>`. Unset on the English page.
 */
export const ENGLISH_NAME = LANG === 'en' ? undefined : 'en';
