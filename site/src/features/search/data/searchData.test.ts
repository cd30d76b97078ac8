import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Pieces as the generator writes them from its fixture (datagen/testdata/TestSearchFiles/): br holds
// two of New York City's boroughs, sp two places, fr a place and a Superfund site.
const golden = (key: string) =>
  JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../../../../datagen/testdata/TestSearchFiles/${key}.golden`), 'utf8')) as unknown;
const BR = golden('br');
const SP = golden('sp');
const FR = golden('fr');

const INDEX = {
  counties: { '36047': ['Kings', 'NY', 2561225], '22071': ['Orleans', 'LA', 364136], '99999': ['Bad', 'XX', -1], '1': ['Short', 'NY', 1] },
  states: [['NY', 'New York', 'Nueva York'], ['LA', 'Louisiana', 'Luisiana'], ['DE', 'Delaware'], ['XX']],
  compounds: [['linked', "Pesticides linked to Parkinson's in studies", 'Plaguicidas vinculados al párkinson en estudios'], ['paraquat', 'paraquat'], ['nameless']],
  keys: 'br ne',
};

// Each test loads the module afresh: it keeps what it fetched for the page's life.
const load = () => import('./searchData');
beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('parseIndex', () => {
  it('reads the counties as readings, the states and the pesticide measures with their names, and the keys', async () => {
    const { parseIndex } = await load();
    const index = parseIndex(INDEX);
    expect(index.counties.map((c) => [c.name, c.state, c.county, c.people, c.type, c.words.join(' ')])).toEqual([
      ['Orleans', 'LA', '22071', 364136, 'parish', 'orleans'],
      ['Kings', 'NY', '36047', 2561225, 'county', 'kings'],
    ]);
    expect(index.countyByFips.get('36047')?.name).toBe('Kings');
    expect(index.states).toEqual([
      { code: 'NY', name: 'New York', shown: 'New York', folded: ['new york', 'nueva york'] },
      { code: 'LA', name: 'Louisiana', shown: 'Louisiana', folded: ['louisiana', 'luisiana'] },
      { code: 'DE', name: 'Delaware', shown: 'Delaware', folded: ['delaware'] },
    ]);
    expect(index.compounds).toEqual([
      { id: 'linked', folded: ['linked', 'pesticides linked to parkinsons in studies', 'plaguicidas vinculados al parkinson en estudios'] },
      { id: 'paraquat', folded: ['paraquat'] },
    ]);
    expect([...index.keys]).toEqual(['br', 'ne']);
  });

  it("names each state in the Spanish page's messages by its Spanish name, where it has one", async () => {
    vi.doMock('../../../lib/i18n/lang', () => ({ LANG: 'es' }));
    const { parseIndex } = await load();
    expect(parseIndex(INDEX).states.map((s) => [s.name, s.shown])).toEqual([
      ['New York', 'Nueva York'],
      ['Louisiana', 'Luisiana'],
      ['Delaware', 'Delaware'],
    ]);
    vi.doUnmock('../../../lib/i18n/lang');
  });

  it('reads anything else as no county, state or key', async () => {
    const { parseIndex } = await load();
    expect(parseIndex('nope')).toMatchObject({ counties: [], states: [], compounds: [] });
    expect([...parseIndex(null).keys]).toEqual([]);
  });
});

describe('parsePiece', () => {
  it("reads the generator's piece: places, then subdivisions, and its sites", async () => {
    const { parsePiece, isKnownWord } = await load();
    const { readings, sites } = parsePiece(BR, 'br');
    expect(sites).toEqual([]);
    expect(readings.filter((r) => r.kind === 'subdivision').map((r) => `${r.name}, ${r.state} ${r.county} ${r.people} ${r.type}`)).toEqual([
      'Bronx, NY 36005 1472654 borough',
      'Brooklyn, NY 36047 2736074 borough',
    ]);
    expect(parsePiece(SP, 'sp').readings.find((r) => r.name === 'Springfield')).toMatchObject({
      kind: 'place',
      state: 'IL',
      people: 114394,
      type: 'city',
      words: ['springfield'],
      pointAt: { key: 'sp', index: 1 },
    });
    // A subdivision has no point.
    expect(readings.some((r) => r.pointAt)).toBe(false);
    // Their words are known to the typo lookup; a site's are not.
    expect(isKnownWord('brooklyn') && isKnownWord('springfield')).toBe(true);
    expect(parsePiece(FR, 'fr')).toMatchObject({ readings: [{ name: 'Fresno' }], sites: [{ id: 'CAD980636914', name: 'FRESNO MUNICIPAL SANITARY LANDFILL' }] });
    expect(isKnownWord('landfill')).toBe(false);
  });

  it('leaves out a reading that is not as documented', async () => {
    const { parsePiece } = await load();
    // The one kept keeps its place in the piece, which its point has in the points' file.
    expect(parsePiece({ places: [['X', 'NY', '3604', 1, 'city'], ['Y', 'NY', '36047', -2, 'city'], ['Z', 'NY', '36047', null, 'CDP']] }, 'zz').readings).toMatchObject([
      { name: 'Z', pointAt: { key: 'zz', index: 2 } },
    ]);
    expect(parsePiece({ places: [], sites: [['NC6170022580'], [1, 'X'], ['NC6170022580', 'CAMP LEJEUNE']] }, 'ca').sites).toEqual([{ id: 'NC6170022580', name: 'CAMP LEJEUNE' }]);
  });
});

describe('piece', () => {
  it('fetches only a piece the index lists, once', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify(input.endsWith('/index') ? INDEX : BR));
    });
    const { piece } = await load();
    expect(await piece('zz')).toEqual({ readings: [], sites: [] });
    expect((await piece('br')).readings.map((r) => r.name)).toEqual(['Bronx', 'Brooklyn']);
    await piece('br');
    expect(asked).toEqual(['/api/places/index', '/api/places/br']);
  });

  it('tries a failed fetch again', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async (input: string) => (fail && input.endsWith('/br') ? new Response('', { status: 503 }) : new Response(JSON.stringify(input.endsWith('/index') ? INDEX : BR))));
    const { piece } = await load();
    await expect(piece('br')).rejects.toThrow('503');
    fail = false;
    expect((await piece('br')).readings.map((r) => r.name)).toEqual(['Bronx', 'Brooklyn']);
  });
});

describe('placePoint', () => {
  // The generator's points of the fixture's sp piece (datagen/testdata/TestGenerate/place-points/sp.golden).
  const SP_POINTS = JSON.parse(
    readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../datagen/testdata/TestGenerate/place-points/sp.golden'), 'utf8'),
  ) as unknown;

  it("fetches the points of the place's piece once, and gives its own", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify(SP_POINTS));
    });
    const { parsePiece, placePoint } = await load();
    const [altamonte, springfield] = parsePiece(SP, 'sp').readings;
    expect(await placePoint(springfield!)).toEqual({ lat: 39.791, lon: -89.645 });
    expect(await placePoint(altamonte!)).toEqual({ lat: 28.661, lon: -81.395 });
    expect(asked).toEqual(['/api/place-points/sp']);
  });

  it('has none for a reading without a point, or one the file lacks or gives badly', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ places: [[91, 0], [1]] })));
    const { parsePiece, placePoint } = await load();
    const [, springfield] = parsePiece(SP, 'sp').readings;
    expect(await placePoint(springfield!)).toBeNull();
    expect(await placePoint({ ...springfield!, pointAt: { key: 'sp', index: 0 } })).toBeNull();
    expect(await placePoint({ ...springfield!, pointAt: undefined })).toBeNull();
  });
});
