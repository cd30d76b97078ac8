import { stateNameIn } from './stateName';

describe('stateNameIn', () => {
  it.each([
    ['es', 'NC', 'North Carolina', 'Carolina del Norte'],
    ['es', 'NY', 'New York', 'Nueva York'],
    // The same in both languages: no Spanish line.
    ['es', 'CA', 'California', 'California'],
    ['en', 'NC', 'North Carolina', 'North Carolina'],
  ] as const)('%s %s: %s is %s', (lang, code, english, named) => {
    expect(stateNameIn(lang, code, english)).toBe(named);
  });
});
