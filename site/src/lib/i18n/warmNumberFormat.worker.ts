/// <reference lib="webworker" />
import { LOCALE } from './lang';

// The first Intl.NumberFormat a page's process makes loads the locale data of ICU, the library
// behind Intl: 35-90 ms in Chromium here, one long task in the middle of hydration. The data is the
// process's, shared by its threads: made here first, it is ready when the page formats its first
// number (site/bench/README.md, "Figures behind the code").
new Intl.NumberFormat(LOCALE).format(0);
new Intl.PluralRules(LOCALE).select(0);
self.close();
