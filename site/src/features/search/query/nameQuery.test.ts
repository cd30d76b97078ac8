import { STATES } from '../testing/states';
import { nameQueries, type NameQuery } from './nameQuery';

/** A reading of the query as words, states, kind and penalty, for short expectations. */
const show = (q: NameQuery) => [q.words.join(' '), q.states ? [...q.states].join(',') : null, q.kind, q.penalty];

describe('nameQueries', () => {
  it.each<[string, unknown[][]]>([
    ['Houston', [['houston', null, null, 0]]],
    // A state after a comma: its code, its name, the start of its name, its Spanish name.
    ['Houston, TX', [['houston', 'TX', null, 0]]],
    ['Austin, Texas', [['austin', 'TX', null, 0]]],
    ['Orange, Flor', [['orange', 'FL', null, 0]]],
    ['Houston, T', [['houston', 'TX', null, 0]]],
    ['Houston, M', [['houston', 'MO,MT', null, 0]]],
    ['Kansas City, Misuri', [['kansas city', 'MO', null, 0], ['kansas', 'MO', 'city', 0.5]]],
    // "MT" is Montana, never "Mount".
    ['Helena, MT', [['helena', 'MT', null, 0]]],
    // Without a comma: the name read whole, and before a state its words end with, the longest.
    ['Paris TX', [['paris tx', null, null, 0], ['paris', 'TX', null, 0]]],
    ['Charleston Virginia Occidental', [['charleston virginia occidental', null, null, 0], ['charleston', 'WV', null, 0]]],
    ['Charleston West Virginia', [['charleston west virginia', null, null, 0], ['charleston', 'WV', null, 0]]],
    // St, Ft and Mt are the words the names have.
    ['St Petersburg FL', [['st petersburg fl', null, null, 0], ['st petersburg', 'FL', null, 0]]],
    ['Ft Worth', [['fort worth', null, null, 0]]],
    ['Mt Pleasant', [['mount pleasant', null, null, 0]]],
    // A kind word, trailing in English and leading in Spanish: read off the name, a little lower.
    ['Lincoln County, NE', [['lincoln county', 'NE', null, 0], ['lincoln', 'NE', 'county', 0.5]]],
    ['Houston County', [['houston county', null, null, 0], ['houston', null, 'county', 0.5]]],
    ['Kenai Peninsula Borough', [['kenai peninsula borough', null, null, 0], ['kenai peninsula', null, 'borough', 0.5]]],
    ['Juneau City and Borough', [['juneau city and borough', null, null, 0], ['juneau', null, 'borough', 0.5]]],
    ['Condado de Harris', [['condado de harris', null, null, 0], ['harris', null, 'county', 0.5]]],
    ['Texas City', [['texas city', null, null, 0], ['texas', null, 'city', 0.5]]],
    // An address's town, with the street before it read too, a little lower.
    ['Main St, Springfield, MO', [['springfield', 'MO', null, 0], ['main st springfield', 'MO', null, 0.25]]],
    // A leading "The" is optional, a little lower than a name that keeps it ("The Woodlands").
    ['The Bronx', [['the bronx', null, null, 0], ['bronx', null, null, 0.25]]],
    ['The Bronx, NY', [['the bronx', 'NY', null, 0], ['bronx', 'NY', null, 0.25]]],
    ['The Woodlands', [['the woodlands', null, null, 0], ['woodlands', null, null, 0.25]]],
    ['The', [['the', null, null, 0]]],
  ])('%j', (text, readings) => {
    expect(nameQueries(text, STATES).map(show)).toEqual(readings);
  });

  it('reads the kind word of a qualified name', () => {
    expect(nameQueries('Houston County, TX', STATES).map(show)).toEqual([
      ['houston county', 'TX', null, 0],
      ['houston', 'TX', 'county', 0.5],
    ]);
  });

  it('reads a name qualified by a state, with or without a comma, as a city', () => {
    const namesCity = (text: string) => nameQueries(text, STATES).map((q) => q.namesCity);
    expect(namesCity('Fresno, CA')).toEqual([true]);
    expect(namesCity('St Louis MO')).toEqual([false, true]);
    expect(namesCity('Fresno')).toEqual([false]);
  });

  it('keeps "The" and names no city in a view that does not read names as people mean them (the Demo)', () => {
    expect(nameQueries('The Bronx, NY', STATES, false).map((q) => [...show(q), q.namesCity])).toEqual([['the bronx', 'NY', null, 0, false]]);
  });

  it('reads a name that is only a kind word as a name', () => {
    expect(nameQueries('County', STATES).map(show)).toEqual([['county', null, null, 0]]);
  });
});
