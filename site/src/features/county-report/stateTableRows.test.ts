import { parseExposures } from '../../lib/data/exposuresAnswer';
import { firstDirection, sortStateRows, type StateTableRow } from './stateTableRows';

// Five counties: pesticides 50, none, 80, 80, 10 (B has no data); scores 40, null, 70, 60, 10.
const counties = parseExposures({
  counties: { fips: ['01001', '01002', '01003', '01004', '01005'], name: ['Echo', 'Bravo', 'delta', 'Charlie', 'Alpha'], state: Array(5).fill('AA'), lat: [0, 0, 0, 0, 0], lon: [0, 0, 0, 0, 0] },
  stateNames: { AA: 'Alpha' },
  layers: [{ id: 'pesticides', value: [50, null, 80, 80, 10], percentile: [40, null, 70, 70, 10], status: 'vnvvv' }],
  usgsPesticides: { years: '2018', kg: [], kgPerKm2: [], paraquatKg: [] },
});
const scores = [40, null, 70, 60, 10];
const rows: StateTableRow[] = counties.map((county, i) => ({ county, score: scores[i]! }));
const names = (sorted: StateTableRow[]) => sorted.map((r) => r.county.name);

describe('sortStateRows', () => {
  it('sorts names from A, without regard to case, and back', () => {
    expect(names(sortStateRows(rows, { kind: 'name' }, 'ascending', 'en-US'))).toEqual(['Alpha', 'Bravo', 'Charlie', 'delta', 'Echo']);
    expect(names(sortStateRows(rows, { kind: 'name' }, 'descending', 'en-US'))).toEqual(['Echo', 'delta', 'Charlie', 'Bravo', 'Alpha']);
  });

  it("sorts a layer's figures either way, equal figures by name and no data last both ways", () => {
    expect(names(sortStateRows(rows, { kind: 'layer', id: 'pesticides' }, 'descending', 'en-US'))).toEqual(['Charlie', 'delta', 'Echo', 'Alpha', 'Bravo']);
    expect(names(sortStateRows(rows, { kind: 'layer', id: 'pesticides' }, 'ascending', 'en-US'))).toEqual(['Alpha', 'Echo', 'Charlie', 'delta', 'Bravo']);
  });

  it('sorts the combined score, no data last', () => {
    expect(names(sortStateRows(rows, { kind: 'score' }, 'descending', 'en-US'))).toEqual(['delta', 'Charlie', 'Echo', 'Alpha', 'Bravo']);
  });

  it('starts names from A and figures from the highest', () => {
    expect(firstDirection({ kind: 'name' })).toBe('ascending');
    expect(firstDirection({ kind: 'layer', id: 'pesticides' })).toBe('descending');
    expect(firstDirection({ kind: 'score' })).toBe('descending');
  });
});
