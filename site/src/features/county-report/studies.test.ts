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

describe('parseStudies', () => {
  it('keeps rows with a layer and a DOI and spots a null result', () => {
    const studies = parseStudies([
      { layer: 'airPollution', authors: 'Kasdagli et al.', year: 2019, journal: 'IJHEH', doi: '10.1016/j.ijheh.2018.12.006', design: 'meta-analysis', population: '15 studies', finding: 'RR 1.06 (0.99-1.14) per 10 µg/m³, not statistically significant' },
      { layer: 'traffic', doi: '' },
      'junk',
    ]);
    expect(studies).toHaveLength(1);
    expect(isNullResult(studies[0]!)).toBe(true);
    expect(parseStudies({})).toEqual([]);
    expect(isNullResult({ ...studies[0]!, finding: 'PM2.5 a largo plazo: RR 1.06 (0.99-1.14) por cada 10 µg/m³, sin significancia estadística' })).toBe(true);
    expect(isNullResult({ ...studies[0]!, finding: 'uso de paraquat: OR 2.5 (1.4-4.7)' })).toBe(false);
  });
});
