import { parseSites } from './superfundSites';

const answer = {
  solvents: ['TCE', 'PCE'],
  media: ['Groundwater', 'Soil'],
  npl: { F: 'on the final National Priorities List' },
  note: 'The highest concentration found during EPA investigation.',
  flagged: 'Above solubility.',
  source: 'US EPA',
  es: { media: ['Agua subterránea', 'Suelo'], npl: { F: 'en la Lista definitiva' }, note: 'La más alta.', flagged: 'Por encima.' },
  sites: [
    ['NC6170022580', 'CAMP LEJEUNE MILITARY RES. (USNAVY)', '37133', 34.717781, -77.342919, 'F', 1, 3, [[0, 0, '14000', 'ug/l', 'ROD'], [1, 1, '8', '', 'ROD', 1]]],
    ['broken'],
  ],
};

describe('parseSites', () => {
  it('reads each site with its readings as written, in English', () => {
    const file = parseSites(answer, 'en');
    expect(file.sites).toEqual([
      {
        id: 'NC6170022580',
        name: 'CAMP LEJEUNE MILITARY RES. (USNAVY)',
        county: '37133',
        lat: 34.717781,
        lon: -77.342919,
        npl: 'on the final National Priorities List',
        federal: true,
        solvents: ['TCE', 'PCE'],
        readings: [
          { solvent: 'TCE', medium: 'Groundwater', max: '14000', units: 'ug/l', document: 'ROD', aboveSolubility: false },
          { solvent: 'PCE', medium: 'Soil', max: '8', units: '', document: 'ROD', aboveSolubility: true },
        ],
      },
    ]);
    expect(file.note).toBe(answer.note);
  });

  it('says the media, status and notes in Spanish on the Spanish page', () => {
    const file = parseSites(answer, 'es');
    expect(file.sites[0]?.readings[0]?.medium).toBe('Agua subterránea');
    expect(file.sites[0]?.npl).toBe('en la Lista definitiva');
    expect(file.flagged).toBe('Por encima.');
  });
});
