import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvFields } from '../../../lib/downloads/countyCsv';
import { foldWords, nameWords, pieceKey } from './fold';

// The generator's cases: datagen/search_test.go (TestSearchWords) folds the same table.
const CASES = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../datagen/testdata/fold_cases.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => csvFields(line) as [string, string]);

describe('nameWords', () => {
  it.each(CASES)('%j folds as the generator folds it: %j', (text, words) => {
    expect(nameWords(text).join(' ')).toBe(words);
  });

  it('reads the shared table', () => {
    expect(CASES.length).toBeGreaterThan(20);
  });
});

describe('foldWords', () => {
  it('keeps the words a name shortens, so "MT" stays a state code', () => {
    expect(foldWords('Helena, MT')).toEqual(['helena', 'mt']);
    expect(nameWords('Helena, MT')).toEqual(['helena', 'mount']);
  });
});

describe('pieceKey', () => {
  it.each([
    ['springfield', 'sp'],
    ['st', 'st'],
    ['a', 'a'],
  ])('%j is in piece %j', (word, key) => {
    expect(pieceKey(word)).toBe(key);
  });
});
