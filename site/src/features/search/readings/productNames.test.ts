import { compoundName, compoundNamed, siteKey, siteNamed, type CompoundName } from './productNames';

// As the generator writes them in the index (datagen/testdata/TestGenerate/places/index.golden).
const COMPOUNDS = [
  ['linked', "Pesticides linked to Parkinson's in studies", 'Plaguicidas vinculados al párkinson en estudios'],
  ['copper-sulfate', 'copper sulfate', 'sulfato de cobre'],
  ['endosulfan', 'endosulfan', 'endosulfán'],
  ['paraquat', 'paraquat'],
  ['rotenone', 'rotenone', 'rotenona'],
].map(compoundName) as CompoundName[];

const SITES = [
  { id: 'NC0000000001', name: 'CAMP EXAMPLE LANDFILL' },
  { id: 'NC6170022580', name: 'CAMP LEJEUNE MILITARY RES. (USNAVY)' },
  { id: 'MO0000000002', name: 'MT. VERNON PLANT' },
];

describe('compoundName', () => {
  it('reads an id with its names, folded once each', () => {
    expect(compoundName(['copper-sulfate', 'copper sulfate', 'sulfato de cobre'])).toEqual({ id: 'copper-sulfate', folded: ['copper sulfate', 'sulfato de cobre'] });
  });

  it.each([[null], ['paraquat'], [['paraquat']], [['paraquat', 1]], [['', 'x']]])('reads %j as none', (entry) => {
    expect(compoundName(entry)).toBeNull();
  });
});

describe('compoundNamed', () => {
  it.each([
    ['Paraquat', 'paraquat'],
    ['  paraquat ', 'paraquat'],
    ['endosulfán', 'endosulfan'],
    ['Copper Sulfate', 'copper-sulfate'],
    ['copper-sulfate', 'copper-sulfate'],
    ['rotenona', 'rotenone'],
    ["pesticides linked to parkinson's in studies", 'linked'],
    ['linked', 'linked'],
    ['paraq', null],
    ['Sioux', null],
    ['zzqx', null],
    ['', null],
  ])('finds %j as %j', (query, id) => {
    expect(compoundNamed(COMPOUNDS, query)).toBe(id);
  });
});

describe('siteKey', () => {
  it.each([
    ['Camp Lejeune', 'ca'],
    ['c lejeune', 'le'],
    ['Mount Vernon', 'mo'],
    ['c l', null],
    ['', null],
  ])('%j looks in %j', (query, key) => {
    expect(siteKey(query)).toBe(key);
  });
});

describe('siteNamed', () => {
  it.each([
    ['Camp Lejeune', 'NC6170022580'],
    ['camp lej', 'NC6170022580'],
    ['Lejeune camp', 'NC6170022580'],
    ['usnavy', 'NC6170022580'],
    // The first in EPA ID order, as the piece lists them.
    ['camp', 'NC0000000001'],
    // "Mt." is Mount, as in the generator's keys.
    ['Mount Vernon', 'MO0000000002'],
    ['Camp Lejeunx', undefined],
    ['zzqx', undefined],
    ['', undefined],
  ])('%j opens %j', (query, id) => {
    expect(siteNamed(SITES, query)?.id).toBe(id);
  });
});
