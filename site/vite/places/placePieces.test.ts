import { nameKeys, placeName, placePieces } from './placePieces';

describe('placeName', () => {
  it.each([
    ['Springfield city', 'city', 'Springfield'],
    ['Abanda CDP', 'CDP', 'Abanda'],
    ['Foster City city', 'city', 'Foster City'],
    ['Carson City', 'incorporated place', 'Carson City'],
    ['Juneau city and borough', 'city and borough', 'Juneau'],
    ['Indianapolis city (balance)', 'balance', 'Indianapolis'],
    ['Nashville-Davidson metropolitan government (balance)', 'balance', 'Nashville-Davidson'],
    ['Butte-Silver Bow (balance)', 'balance', 'Butte-Silver Bow'],
    ['Añasco zona urbana', 'zona urbana', 'Añasco'],
  ])('%j (%s) is %j', (name, kind, shown) => {
    expect(placeName(name, kind)).toBe(shown);
  });
});

describe('placePieces', () => {
  it('lists a name under the key of each word, with the counties of its places', () => {
    expect(nameKeys('Port St. Lucie')).toEqual(['por', 'st', 'luc']);
    expect(nameKeys('Cañon City')).toEqual(['can', 'cit']);
    const counties = new Map([
      ['17167', { name: 'Sangamon', state: 'IL', population: 193491 }],
      ['17031', { name: 'Cook', state: 'IL', population: 5087072 }],
    ]);
    const pieces = placePieces([{ name: 'Springfield', state: 'IL', county: '17167', population: 112544 }], counties);
    expect([...pieces.keys()]).toEqual(['coo', 'san', 'spr']);
    expect(pieces.get('spr')).toEqual({ counties: { '17167': ['Sangamon', 'IL', 193491] }, places: [['Springfield', 'IL', '17167', 112544]] });
    expect(pieces.get('coo')).toEqual({ counties: { '17031': ['Cook', 'IL', 5087072] }, places: [] });
  });
});
