import { findingInWords, isNullResult, parseStudies } from './studies';

describe('findingInWords', () => {
  it('says an odds ratio and a relative risk in words, with the interval named', () => {
    expect(findingInWords('maneb and paraquat applied within 500 m of home: OR 1.75 (95% CI 1.13-2.73); diagnosed at 60 or younger: OR 4.17 (1.15-15.16)')).toBe(
      'maneb and paraquat applied within 500 m of home: odds about 1.75 times as high (95% CI 1.13-2.73); diagnosed at 60 or younger: odds about 4.17 times as high (95% CI 1.15-15.16)',
    );
    expect(findingInWords('median vs lowest PM2.5 exposure: RR 1.56 (1.47-1.66)')).toBe('median vs lowest PM2.5 exposure: risk about 1.56 times as high (95% CI 1.47-1.66)');
  });

  it('reads the interval of a Spanish finding too', () => {
    expect(findingInWords('maneb y paraquat: OR 1.75 (IC del 95% 1.13-2.73)')).toBe('maneb y paraquat: odds about 1.75 times as high (95% CI 1.13-2.73)');
  });

  it('leaves other findings as they are', () => {
    expect(findingInWords('53 pesticides associated with Parkinson\'s disease')).toBe('53 pesticides associated with Parkinson\'s disease');
  });
});

const kasdagli = {
  layer: 'airPollution',
  authors: 'Kasdagli et al.',
  year: 2019,
  journal: 'IJHEH',
  doi: '10.1016/j.ijheh.2018.12.006',
  design: 'meta-analysis',
  population: '15 studies',
  finding: 'RR 1.06 (0.99-1.14) per 10 µg/m³, not statistically significant',
  nullResult: true,
  hypothesis: false,
};

describe('parseStudies', () => {
  it('keeps rows with a layer and a DOI, with their nullResult', () => {
    const studies = parseStudies([kasdagli, { layer: 'traffic', doi: '' }, 'junk']);
    expect(studies).toEqual([kasdagli]);
    expect(parseStudies({})).toEqual([]);
  });

  it.each([
    { given: 'true', nullResult: true, want: true },
    { given: 'false', nullResult: false, want: false },
    { given: 'the string "true"', nullResult: 'true', want: false },
    { given: '1', nullResult: 1, want: false },
    { given: 'nothing', nullResult: undefined, want: false },
  ])('reads nullResult $given as $want', ({ nullResult, want }) => {
    const [study] = parseStudies([{ ...kasdagli, nullResult }]);
    expect(study!.nullResult).toBe(want);
  });
});

describe('parseStudies hypothesis', () => {
  it.each([
    { given: 'true', hypothesis: true, want: true },
    { given: 'false', hypothesis: false, want: false },
    { given: 'the string "true"', hypothesis: 'true', want: false },
    { given: 'nothing', hypothesis: undefined, want: false },
  ])('reads hypothesis $given as $want', ({ hypothesis, want }) => {
    const [study] = parseStudies([{ ...kasdagli, hypothesis }]);
    expect(study!.hypothesis).toBe(want);
  });
});

describe('isNullResult', () => {
  it('follows the API\'s nullResult, not the finding\'s words', () => {
    const [study] = parseStudies([kasdagli]);
    expect(isNullResult(study!)).toBe(true);
    expect(isNullResult({ ...study!, nullResult: false })).toBe(false);
    expect(isNullResult({ ...study!, finding: 'PM2.5 a largo plazo: RR 1.06 (0.99-1.14) por cada 10 µg/m³' })).toBe(true);
    expect(isNullResult({ ...study!, finding: 'uso de paraquat: OR 2.5 (1.4-4.7), not statistically significant', nullResult: false })).toBe(false);
  });
});
