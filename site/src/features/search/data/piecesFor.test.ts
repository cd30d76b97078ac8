import { STATES } from '../testing/states';

// The files as the tests need them: pieces "ho" and "hu", and every word.
const FILES: Record<string, unknown> = {
  '/api/places/index': { counties: { '48201': ['Harris', 'TX', 4835125] }, states: [['TX', 'Texas']], keys: 'ho hu' },
  '/api/places/ho': { places: [['Houston', 'TX', '48201', 2304580, 'city']], subdivisions: [] },
  '/api/places/hu': { places: [['Hustonville', 'KY', '21137', 387, 'city']], subdivisions: [] },
  '/api/places/words': { words: 'harris houston hustonville' },
};

let asked: string[] = [];
beforeEach(() => {
  vi.resetModules();
  asked = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input);
    return FILES[input] ? new Response(JSON.stringify(FILES[input])) : new Response('', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function readingsOf(text: string, whole = true): Promise<string[]> {
  const { nameQueries } = await import('../query/nameQuery');
  const { piecesFor } = await import('./piecesFor');
  return (await piecesFor(nameQueries(text, STATES), whole)).map((r) => r.name);
}

describe('piecesFor', () => {
  it('fetches the piece of the first word', async () => {
    expect(await readingsOf('Houston')).toEqual(['Houston']);
    expect(asked).toEqual(['/api/places/index', '/api/places/ho']);
  });

  it('fetches nothing for a first letter alone', async () => {
    expect(await readingsOf('H')).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('fetches every word, and the pieces of the closest, for a first word that is no word', async () => {
    expect(await readingsOf('Huston')).toEqual(['Hustonville', 'Houston']);
    expect(asked).toEqual(['/api/places/index', '/api/places/hu', '/api/places/words', '/api/places/ho']);
  });

  it('takes the start of a known word for a word still being typed', async () => {
    expect(await readingsOf('Huston', false)).toEqual(['Hustonville']);
    expect(asked).not.toContain('/api/places/words');
  });

  it('does not look for typos in a word too short to have one forgiven', async () => {
    expect(await readingsOf('Hust')).toEqual(['Hustonville']);
    expect(asked).not.toContain('/api/places/words');
  });
});
