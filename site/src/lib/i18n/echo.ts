/** The most characters of a visitor's text that a message repeats. */
export const ECHO_LIMIT = 60;

/** A visitor's text (a query, a link's code) as messages repeat it: at most ECHO_LIMIT characters, the rest cut with an ellipsis. */
export function echo(query: string): string {
  const chars = [...query];
  return chars.length <= ECHO_LIMIT ? query : `${chars.slice(0, ECHO_LIMIT - 1).join('').trimEnd()}…`;
}
