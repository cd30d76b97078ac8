import { nameQueries } from '../query/nameQuery';
import { county, place } from '../testing/readings';
import { STATES } from '../testing/states';
import { rankReadings } from './rankReadings';
import type { Typos } from './typos';

const TYPOS: Record<string, string[]> = { huston: ['houston'] };
const typos: Typos = (word) => new Map((TYPOS[word] ?? []).map((w) => [w, 1]));

const READINGS = [
  county('Houston', 'TX', '48225', 22066),
  county('Houston', 'GA', '13153', 163633),
  county('Harris', 'TX', '48201', 4835125),
  county('Los Angeles', 'CA', '06037', 9663345),
  county('Orange', 'CA', '06059', 3135755),
  county('Orange', 'TX', '48361', 85722),
  county('Kings', 'NY', '36047', 2561225),
  county('Travis', 'TX', '48453', 1334961),
  county('Austin', 'TX', '48015', 32129),
  place('Houston', 'TX', '48201', 2304580),
  place('South Houston', 'TX', '48201', 16153),
  place('Hustonville', 'KY', '21137', 387),
  place('Orange', 'TX', '48361', 19324),
  place('Austin', 'TX', '48453', 961855),
  place('Brooklyn', 'NY', '36047', 2736074, 'borough', 'subdivision'),
  place('Brooklyn', 'OH', '39035', 11359),
  place('Brooklyn Park', 'MD', '24003', 16112, 'CDP'),
  place('Brookfield', 'CT', '09001', null, 'CDP'),
  place('Brookfield', 'WI', '55133', 41464),
  county('St. Louis', 'MO', '29189', 987059),
  county('St. Louis', 'MO', '29510', 281754),
  county('St. Louis', 'MN', '27137', 200514),
  place('St. Louis', 'MO', '29510', 301578),
  place('St. Louis', 'MI', '26057', 7010),
  county('Fairfax', 'VA', '51059', 1141878),
  county('Fairfax', 'VA', '51600', 25144),
  place('Fairfax', 'VA', '51600', 24146),
  county('Fresno', 'CA', '06019', 1017162),
  place('Fresno', 'CA', '06019', 542107),
  county('Bronx', 'NY', '36005', 1356476),
  place('Bronx', 'NY', '36005', 1472654, 'borough', 'subdivision'),
];

const ranked = (text: string) => rankReadings(READINGS, nameQueries(text, STATES), typos, STATES).map((r) => `${r.reading.name}, ${r.reading.state} ${r.rank}`);

describe('rankReadings', () => {
  it('ranks each reading by its own people among equal matches: the city of Houston before the counties', () => {
    expect(ranked('Houston')).toEqual(['Houston, TX 0', 'Houston, GA 0', 'Houston, TX 0', 'South Houston, TX 2']);
    expect(ranked('Houston')[0]).toBe('Houston, TX 0');
  });

  it('filters by a state and restricts by a kind word', () => {
    expect(ranked('Houston, TX')).toEqual(['Houston, TX 0', 'Houston, TX 0', 'South Houston, TX 2']);
    expect(ranked('Houston County')).toEqual(['Houston, GA 0.5', 'Houston, TX 0.5']);
    expect(ranked('Austin TX')).toEqual(['Austin, TX 0', 'Austin, TX 0']);
  });

  it('reads a name qualified by a state as a city, before a county of its name that is no city', () => {
    const kinds = (text: string) => rankReadings(READINGS, nameQueries(text, STATES), typos, STATES).map((r) => `${r.reading.kind} ${r.reading.county}`);
    expect(kinds('Fresno, CA')).toEqual(['place 06019', 'county 06019']);
    expect(kinds('Fresno CA')).toEqual(['place 06019', 'county 06019']);
    expect(kinds('Fresno')).toEqual(['county 06019', 'place 06019']);
    expect(kinds('St Louis, MO')).toEqual(['county 29510', 'county 29189']);
    expect(kinds('Fairfax, VA')).toEqual(['county 51600', 'county 51059']);
    // Orange City is no namesake of Orange County, though "Orange" matches it whole.
    const orange = [county('Orange', 'FL', '12095', 1429908), place('Orange City', 'FL', '12127', 12632)];
    expect(rankReadings(orange, nameQueries('Orange, FL', STATES), typos, STATES).map((r) => r.reading.county)).toEqual(['12095', '12127']);
  });

  it('puts a city outside a county of its name, holding a quarter of its people, before it', () => {
    const fips = (text: string) => rankReadings(READINGS, nameQueries(text, STATES), typos, STATES).map((r) => `${r.reading.kind} ${r.reading.county}`);
    // The city of St. Louis (281,754) beside St. Louis County (987,059); the place is the independent city's reading.
    expect(fips('St. Louis')).toEqual(['county 29510', 'county 29189', 'county 27137', 'place 26057']);
    expect(fips('Saint Louis')).toEqual(['county 29510', 'county 29189', 'county 27137', 'place 26057']);
    // The city of Fairfax (25,144) is a fiftieth of Fairfax County.
    expect(fips('Fairfax')).toEqual(['county 51059', 'county 51600']);
    // A city inside its county is no namesake beside it: Fresno is Fresno County.
    expect(fips('Fresno')).toEqual(['county 06019', 'place 06019']);
  });

  it('keeps the readings it had in a view that does not read names as people mean them (the Demo)', () => {
    const fips = (text: string) => rankReadings(READINGS, nameQueries(text, STATES, false), typos, STATES, false).map((r) => `${r.reading.kind} ${r.reading.county}`);
    expect(fips('St. Louis')).toEqual(['county 29189', 'county 29510', 'county 27137', 'place 26057']);
    expect(fips('Fresno, CA')).toEqual(['county 06019', 'place 06019']);
    expect(fips('The Bronx')).toEqual([]);
  });

  it('reads a name without its leading "The"', () => {
    expect(ranked('The Bronx')).toEqual(['Bronx, NY 0.25', 'Bronx, NY 0.25']);
  });

  it('puts a county before a place of the same rank and people, and a place without a 2020 count last', () => {
    expect(ranked('Orange')).toEqual(['Orange, CA 0', 'Orange, TX 0', 'Orange, TX 0']);
    expect(ranked('Brook')).toEqual(['Brooklyn, NY 1', 'Brookfield, WI 1', 'Brooklyn Park, MD 1', 'Brooklyn, OH 1', 'Brookfield, CT 1']);
  });

  it('ranks a whole name with a typo with the names that start with the text, by people', () => {
    expect(ranked('Huston')).toEqual(['Houston, TX 1', 'Houston, GA 1', 'Houston, TX 1', 'Hustonville, KY 1', 'South Houston, TX 3']);
  });

  it("keeps the specification's rule for counties, last: a name or a state holding the text", () => {
    expect(ranked('rang')).toEqual(['Orange, CA 4', 'Orange, TX 4']);
    expect(ranked('texa')).toEqual(['Harris, TX 5', 'Travis, TX 5', 'Orange, TX 5', 'Austin, TX 5', 'Houston, TX 5']);
  });

  it('lists a reading once, at its best', () => {
    expect(rankReadings([...READINGS, ...READINGS], nameQueries('Brooklyn', STATES), typos, STATES)).toHaveLength(3);
  });
});
