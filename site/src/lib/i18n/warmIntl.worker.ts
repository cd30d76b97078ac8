/// <reference lib="webworker" />
import { LOCALE } from './lang';

// The first Intl.NumberFormat a page's process makes loads the locale data of ICU, the library
// behind Intl: 35-90 ms in Chromium here, one long task in the middle of hydration; the first
// Intl.DateTimeFormat loads its calendar's. The data is the process's, shared by its threads: made
// here first, it is ready when the page formats its first number and date (site/bench/README.md,
// "Figures behind the code").
new Intl.NumberFormat(LOCALE).format(0);
new Intl.PluralRules(LOCALE).select(0);
new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
self.close();
