import * as runtime from '../../src/lib/i18n/messages';
import { compileMessage, HELPER_PREFIX } from './compile';

/** Runs a compiled message's code with the page's helpers, as the build's import gives them. */
function run(message: string, values: Record<string, unknown> = {}): unknown {
  const { code, helpers } = compileMessage(message);
  const names = [...helpers];
  const compiled = new Function(...names.map((name) => HELPER_PREFIX + name), `return ${code};`)(...names.map((name) => runtime[name])) as runtime.Message;
  return typeof compiled === 'string' ? compiled : compiled(values);
}

describe('compileMessage', () => {
  it.each([
    ['plain text becomes a string literal', "Parkinson's disease", {}, "Parkinson's disease"],
    ['an argument is put in as given', 'Hello {name}!', { name: 'Fresno' }, ['Hello ', 'Fresno', '!']],
    ['a number is formatted for the language', '{n, number} km²', { n: 1570.5 }, ['1,570.5', ' km²']],
    ['a number skeleton sets the digits', '{n, number, ::.00}', { n: 8.1 }, ['8.10']],
    ['a date skeleton', '{d, date, ::yyyyMMMM}', { d: new Date(2024, 11, 5) }, ['December 2024']],
  ])('%s', (_name, message, values, expected) => {
    expect(run(message, values)).toEqual(expected);
  });

  it.each([
    [1, '1 county'],
    [5, '5 counties'],
    [0, 'no county'],
    [1234, '1,234 counties'],
  ])('plural: %i -> %s', (count, expected) => {
    const parts = run('{count, plural, =0 {no county} one {# county} other {# counties}}', { count }) as string[];
    expect(parts.join('')).toBe(expected);
  });

  it('select picks the case, else other', () => {
    const message = '{band, select, high {High} other {Other}}';
    expect(run(message, { band: 'high' })).toEqual(['High']);
    expect(run(message, { band: 'low' })).toEqual(['Other']);
  });

  it('a tag calls its value with its content', () => {
    const parts = run('See <link>the {what}</link>.', { what: 'data', link: (chunks: unknown[]) => `[${chunks.join('')}]` });
    expect(parts).toEqual(['See ', '[the data]', '.']);
  });

  it.each([
    ['a plural without other', '{n, plural, one {# county}}'],
    ['an unclosed argument', 'Hello {name'],
    ['an unknown number style', '{n, number, money}'],
  ])('refuses %s', (_name, message) => {
    expect(() => compileMessage(message)).toThrow();
  });
});
