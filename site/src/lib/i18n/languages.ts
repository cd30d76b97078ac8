/**
 * The page's languages: each is a build of its own (site/vite.config.ts, `--mode es`), served under
 * its own path, with its messages compiled into its code (site/vite/messages). The build's own
 * language is lang.ts's LANG.
 */
export const LANGUAGES = {
  en: { locale: 'en-US', home: '/', name: 'English' },
  es: { locale: 'es-US', home: '/es/', name: 'Español' },
} as const;

export type Lang = keyof typeof LANGUAGES;

/** The language's page for a path of the English site: /?county=06019 -> /es/?county=06019. */
export function pathIn(lang: Lang, englishPath: string): string {
  return LANGUAGES[lang].home + englishPath.replace(/^\//, '');
}

/** The English path of a page of either language: /es/?county=06019 -> /?county=06019. */
export function englishPath(path: string): string {
  for (const { home } of Object.values(LANGUAGES)) if (home !== '/' && (path + '/').startsWith(home)) return '/' + path.slice(home.length);
  return path;
}
