import { STATES as states } from '../testing/states';
import { readQuery, type QueryReading } from './readQuery';

const state = (code: string) => ({ kind: 'state', state: states.find((s) => s.code === code) }) as QueryReading;

describe('readQuery', () => {
  it.each<[string, QueryReading | null]>([
    // Blank text is no search.
    ['', null],
    ['   ', null],
    // Five digits alone: a ZIP first, the same digits as a county code when no ZIP has them.
    ['10001', { kind: 'zip', zip: '10001', fips: '10001', place: null, address: false }],
    [' 06019 ', { kind: 'zip', zip: '06019', fips: '06019', place: null, address: false }],
    // ZIP+4 is a ZIP only: no county code has nine digits.
    ['93721-1234', { kind: 'zip', zip: '93721', fips: null, place: null, address: false }],
    // A prefix makes it a county code, never a ZIP; a dropped leading zero is put back.
    ['fips:06019', { kind: 'fips', fips: '06019' }],
    ['FIPS 06019', { kind: 'fips', fips: '06019' }],
    ['fips: 6019', { kind: 'fips', fips: '06019' }],
    ['fips#10001', { kind: 'fips', fips: '10001' }],
    // Addresses: the last ZIP ending a part; the town and state are kept for when the ZIP is unknown.
    ['Fresno, CA 93721', { kind: 'zip', zip: '93721', fips: null, place: 'Fresno, CA', address: true }],
    ['123 Main St, Fresno, CA 93721', { kind: 'zip', zip: '93721', fips: null, place: 'Fresno, CA', address: true }],
    ['123 Main St, Fresno, CA 93721-1234', { kind: 'zip', zip: '93721', fips: null, place: 'Fresno, CA', address: true }],
    ['Fresno CA 93721', { kind: 'zip', zip: '93721', fips: null, place: 'Fresno CA', address: true }],
    ['1600 Pennsylvania Ave NW, Washington, DC 20500, USA', { kind: 'zip', zip: '20500', fips: null, place: 'Washington, DC', address: true }],
    ['2281 Tulare St, Fresno, CA 93721, EE. UU.', { kind: 'zip', zip: '93721', fips: null, place: 'Fresno, CA', address: true }],
    ['Fresno, CA 93721, Estados Unidos de América', { kind: 'zip', zip: '93721', fips: null, place: 'Fresno, CA', address: true }],
    ['PO Box 90210, Miami, FL 33101', { kind: 'zip', zip: '33101', fips: null, place: 'Miami, FL', address: true }],
    ['10001 and 33101', { kind: 'zip', zip: '33101', fips: null, place: null, address: true }],
    // A ZIP with only a country after it is the ZIP alone.
    ['93721, USA', { kind: 'zip', zip: '93721', fips: null, place: null, address: false }],
    // A house number is no ZIP: it starts its part, the ZIP ends one.
    ['12345 Main St, Fresno, CA', { kind: 'place', text: 'Fresno, CA', address: true }],
    ['123 Main St', { kind: 'unreadable' }],
    ['4', { kind: 'unreadable' }],
    // Exactly a state's name (English or Spanish) or code shows the state; anything more is a name search.
    ['Texas', state('TX')],
    ['  TX ', state('TX')],
    ['new york', state('NY')],
    ['Nueva York', state('NY')],
    ['District of Columbia', state('DC')],
    ['Distrito de Columbia', state('DC')],
    ['Texas County, MO', { kind: 'place', text: 'Texas County, MO', address: false }],
    ['Texas County', { kind: 'place', text: 'Texas County', address: false }],
    ['Tex', { kind: 'place', text: 'Tex', address: false }],
    ['Orange, FL', { kind: 'place', text: 'Orange, FL', address: false }],
  ])('reads %j', (text, reading) => {
    expect(readQuery(text, states)).toEqual(reading);
  });

  it('reads a long query as a name', () => {
    const long = 'Los Angeles '.repeat(56);
    expect(readQuery(long, states)).toEqual({ kind: 'place', text: long.trim(), address: false });
    expect(readQuery(`${'9'.repeat(5000)} x`, states)).toEqual({ kind: 'unreadable' });
  });
});
