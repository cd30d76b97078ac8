/**
 * How the search compares text: a name and what a person types fold alike, and the generator folds
 * the names it cuts into pieces the same way (datagen/internal/pipe/places/fold.go; both read the
 * cases of datagen/testdata/fold_cases.csv in their tests).
 */

/**
 * The words of a text: accents dropped (Doña is dona), lower case, apostrophes dropped (Prince
 * George's is prince georges), any other character that is no letter or digit a break between words
 * (Miami-Dade is miami dade).
 */
export function foldWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʻʼ]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

// Words the Census spells out or shortens that people write either way: "Saint Paul" is St. Paul,
// "Ft Worth" Fort Worth, "Mt Vernon" Mount Vernon.
const ALIASES: Readonly<Record<string, string>> = { saint: 'st', sainte: 'ste', ft: 'fort', mt: 'mount' };

/** A word as names are compared: its alias, or itself. */
export const nameWord = (word: string): string => ALIASES[word] ?? word;

/** The words of a name as the search compares them. */
export const nameWords = (text: string): string[] => foldWords(text).map(nameWord);

/** How many leading letters of a word name its piece (KeyLength of datagen/internal/pipe/places). */
export const PIECE_KEY_LENGTH = 2;

/** The piece a word is listed in: its first two letters, or the whole of a shorter word. */
export const pieceKey = (word: string): string => word.slice(0, PIECE_KEY_LENGTH);
