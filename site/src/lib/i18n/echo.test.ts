import { ECHO_LIMIT, echo } from './echo';

describe('echo', () => {
  it('repeats a short query whole', () => {
    expect(echo('Orange, FL')).toBe('Orange, FL');
    expect(echo('x'.repeat(ECHO_LIMIT))).toBe('x'.repeat(ECHO_LIMIT));
  });

  it('cuts a long query to 60 characters with an ellipsis', () => {
    const cut = echo('Los Angeles '.repeat(56));
    expect([...cut]).toHaveLength(ECHO_LIMIT);
    expect(cut).toMatch(/^Los Angeles Los Angeles .*…$/);
    expect(echo('a'.repeat(672))).toBe(`${'a'.repeat(59)}…`);
  });

  it('never splits a character made of two code units', () => {
    expect(echo('😀'.repeat(100))).toBe(`${'😀'.repeat(59)}…`);
  });
});
