// What of the English page is still English on the Spanish one: every piece of text of the English
// message catalogue (site/locales/en.json) and of the English API texts, looked for in what the
// Spanish page shows and says to screen readers. Names kept in English are marked lang="en" and skipped.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { apiPath, ROOT } from './harness.mjs';

const catalog = async (lang) => JSON.parse(await readFile(path.join(ROOT, `site/locales/${lang}.json`), 'utf8'));
const [english, spanish] = await Promise.all([catalog('en'), catalog('es')]);

function literals(elements, into) {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(element.value);
    if (element.type === TYPE.tag) literals(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) literals(option.value, into);
  }
  return into;
}

/** A piece worth looking for: two words or more of letters, and not the same in the Spanish. */
const telling = (piece, translation) => /\p{L}{2,}\W+\p{L}{2,}/u.test(piece) && !translation.includes(piece);

/** The English pieces: from the catalogue, and from the API's texts that its Spanish copy changes. */
export async function englishPieces(apiUrl) {
  const pieces = new Set();
  for (const [id, message] of Object.entries(english)) {
    for (const literal of literals(parse(message), [])) {
      const piece = literal.trim();
      if (telling(piece, spanish[id] ?? '')) pieces.add(piece);
    }
  }
  if (apiUrl) {
    const [en, es] = await Promise.all([apiPath('environmentalData'), apiPath('environmentalDataEs')].map((p) => fetch(apiUrl + p).then((r) => r.json())));
    const walk = (a, b) => {
      if (typeof a === 'string' && typeof b === 'string' && a !== b && telling(a, b)) pieces.add(a);
      else if (a && typeof a === 'object') for (const key of Object.keys(a)) walk(a[key], b?.[key]);
    };
    walk(en, es);
  }
  return [...pieces];
}

/** The page's visible text and its accessible words (labels, titles, placeholders), outside lang="en". */
export function pageWords(page) {
  return page.evaluate(() => {
    const english = (el) => el.closest('[lang]')?.getAttribute('lang') === 'en';
    const words = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || english(el) || el.closest('script, style, noscript')) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) && !el.closest('.sr-only, [role=status], [aria-live]')) continue;
      words.push(node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description]')) {
      if (english(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) if (el.hasAttribute(name)) words.push(el.getAttribute(name));
    }
    words.push(document.title);
    return words.join('\n').replace(/\s+/g, ' ');
  });
}

/** The English pieces the page still shows. */
export async function englishLeftovers(page, pieces) {
  const words = await pageWords(page);
  return pieces.filter((piece) => words.includes(piece.replace(/\s+/g, ' ')));
}

/** The English pieces a part of the page still shows: the text of its innermost elements outside lang="en". */
export async function englishLeftoversIn(locator, pieces) {
  const words = await locator.evaluate((el) => [...el.querySelectorAll('*')].filter((e) => !e.closest('[lang="en"]') && e.children.length === 0).map((e) => e.textContent).join('\n'));
  return pieces.filter((piece) => words.includes(piece));
}

/** A message of the Spanish catalogue as written there: the words of a message without arguments. */
export const spanishText = (id) => {
  const message = spanish[id];
  if (message === undefined) throw new Error(`site/locales/es.json has no message "${id}"`);
  return message;
};
