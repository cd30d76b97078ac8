import { parseCompounds } from '../../lib/data/compounds';
import { formatKg, rangeInWords } from '../../lib/figures/kilograms';
import { compoundLines, uniqueStudies } from './compounds';

const file = parseCompounds({
  year: 2012,
  unit: 'kg per year',
  densityUnit: 'kg/km² of land per year',
  measures: [
    { id: 'linked', name: "Pesticides linked to Parkinson's in studies", meaning: 'the sum' },
    { id: 'copper-sulfate', name: 'copper sulfate', studies: [{ doi: '10.1038/s41467-023-38215-z', basis: 'Paul et al. 2023' }, { basis: 'no DOI' }] },
    { id: 'paraquat', name: 'paraquat', studies: [{ doi: '10.1289/ehp.1002839', basis: 'Tanner et al. 2011' }] },
    { id: 'rotenone', name: 'rotenone', studies: [] },
    { id: 'maneb', name: 'maneb', studies: [] },
  ],
  counties: {
    '19167': [[9171.2, 13196.4, 4.61, 6.64, 93], [0.7, 0.7, 0.000352, 0.000352, 19], [0.4, 4025.6, 0.000201, 2.02, 89], null, [null, 19.5, null, null, 73]],
  },
});

describe('compoundLines', () => {
  it('puts the linked sum first, then the compounds with an estimate by their high estimate, largest first', () => {
    const lines = compoundLines(file, '19167')!;
    expect(lines.map((l) => [l.measure.id, l.kg, l.perKm2, l.percentile])).toEqual([
      ['linked', '9,171-13,196 kg per year', '4.61-6.64 kg/km² of land per year', 93],
      ['paraquat', '0.4-4,026 kg per year', '0.000201-2.02 kg/km² of land per year', 89],
      ['maneb', '20 kg per year (high estimate; USGS gives no low one)', null, 73],
      ['copper-sulfate', '0.7 kg per year', '0.000352 kg/km² of land per year', 19],
    ]);
  });

  it('keeps only the studies with a DOI', () => {
    expect(file.measures[1]!.studies).toEqual([{ doi: '10.1038/s41467-023-38215-z', basis: 'Paul et al. 2023' }]);
  });

  it('gives null, not zero, for a county without a USGS estimate', () => {
    expect(compoundLines(file, '02020')).toBeNull();
  });
});

describe('rangeInWords', () => {
  it('says nothing without a high estimate', () => {
    expect(rangeInWords(1, null, 'kg', formatKg)).toBeNull();
  });
});

describe('formatKg', () => {
  it('prints whole kilograms from 10 kg and tenths below', () => {
    expect([formatKg(4025.6), formatKg(19.5), formatKg(0.4), formatKg(0)]).toEqual(['4,026', '20', '0.4', '0']);
  });
});

describe('parseCompounds', () => {
  it('reads anything but an object as no measures and no counties', () => {
    expect(parseCompounds(null)).toMatchObject({ measures: [], counties: {} });
  });
});

describe('uniqueStudies', () => {
  it('lists each study once, in the order of the lines that cite it', () => {
    const shared = { doi: '10.1038/s41467-023-38215-z', basis: 'Paul et al. 2023' };
    const line = (id: string, studies: { doi: string; basis: string }[]) => ({ measure: { id, name: id, meaning: '', studies }, kg: '', perKm2: null, percentile: null, high: null });
    const lines = [line('a', [shared]), line('b', [{ doi: '10.1289/ehp.1002839', basis: 'Tanner et al. 2011' }, shared]), line('c', [])];
    expect(uniqueStudies(lines).map((s) => s.basis)).toEqual(['Paul et al. 2023', 'Tanner et al. 2011']);
  });
});
