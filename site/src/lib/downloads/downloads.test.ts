import { formatBytes, measuredDownloads } from './downloads';

describe('measuredDownloads', () => {
  it("lists the CSV, the workbook, the yearly PM2.5, the pesticide compounds, the codebook, the tracts' CSV and workbook, the Superfund sites, the data package and its zip with their names and sizes", () => {
    const items = measuredDownloads({ '/api/export/exposures': 289_397, '/api/export/workbook': 297_872 });
    expect(items.map((i) => [i.label, i.path, i.fileName, i.bytes])).toEqual([
      ['CSV', '/api/export/exposures', 'county-exposures.csv', 289_397],
      ['Excel workbook', '/api/export/workbook', 'county-exposures.xlsx', 297_872],
      ['PM2.5 by year (CSV)', '/api/export/pm25-by-year', 'county-pm25-by-year.csv', null],
      ['Pesticide compounds, 2012 (CSV)', '/api/export/compounds', 'county-pesticide-compounds-2012.csv', null],
      ['Codebook (CSV)', '/api/export/codebook', 'county-exposures-codebook.csv', null],
      ['California census tracts (CSV)', '/api/export/tracts', 'ca-tracts-calenviroscreen4.csv', null],
      ['California census tracts (Excel)', '/api/export/tracts-workbook', 'ca-tracts-calenviroscreen4.xlsx', null],
      ['Superfund sites with TCE or PCE (CSV)', '/api/export/superfund-sites', 'superfund-sites-tce-pce.csv', null],
      ['Data package (JSON)', '/api/export/datapackage', 'datapackage.json', null],
      ['Everything (ZIP)', '/api/export/zip', 'county-exposures-datapackage.zip', null],
    ]);
    expect(items[1]?.note).toBe('opens with FIPS codes intact');
  });

  it('leaves out the tracts of a build without any (one of states other than California)', async () => {
    vi.resetModules();
    vi.doMock('../shapes/geographies', async (actual) => {
      const geographies = await actual<typeof import('../shapes/geographies')>();
      return { ...geographies, TRACT: { ...geographies.TRACT, parents: [] } };
    });
    const { measuredDownloads: withoutTracts } = await import('./downloads');
    expect(withoutTracts({}).map((i) => i.path)).toEqual([
      '/api/export/exposures',
      '/api/export/workbook',
      '/api/export/pm25-by-year',
      '/api/export/compounds',
      '/api/export/codebook',
      '/api/export/superfund-sites',
      '/api/export/datapackage',
      '/api/export/zip',
    ]);
    vi.doUnmock('../shapes/geographies');
  });
});

describe('formatBytes', () => {
  it.each([
    [289_397, '289 kB'],
    [8_085, '8.1 kB'],
    [13_916, '14 kB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
