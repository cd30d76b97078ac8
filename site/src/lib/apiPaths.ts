/**
 * Where the page finds the files `riskmap generate` writes (datagen/API.md), and the names their
 * downloads are saved under (netlify.toml sends the same names). datagen/paths_test.go reads this
 * file and fails when it disagrees with the Go side or netlify.toml, so keep the shape: one
 * `name: 'text',` per line.
 */
export const API_PATHS = {
  counties: '/api/counties',
  environmentalData: '/api/environmental-data',
  exposures: '/api/exposures',
  population: '/api/population',
  /** Followed by a ZIP's first three digits: /api/zip/902. */
  zipPieces: '/api/zip/',
  /** Followed by the first two letters of a word of a place's name: /api/places/sp. */
  placePieces: '/api/places/',
  /** The search's index (every county, every state's names, the pieces' keys) and every word of every name. */
  placeIndex: '/api/places/index',
  placeWords: '/api/places/words',
  exportCsv: '/api/export/csv',
  exportExposures: '/api/export/exposures',
  exportCodebook: '/api/export/codebook',
  exportWorkbook: '/api/export/workbook',
  dataPackage: '/api/export/datapackage',
  exportPm25Years: '/api/export/pm25-by-year',
  studies: '/api/studies',
  /** The Spanish page's /api/environmental-data and /api/studies: the same JSON, its texts in Spanish. */
  environmentalDataEs: '/api/es/environmental-data',
  studiesEs: '/api/es/studies',
  /** Followed by a county's 2-digit state FIPS code: /api/pm25-by-year/06. */
  pm25Years: '/api/pm25-by-year/',
} as const;

export const DOWNLOAD_NAMES = {
  exportCsv: 'environmental-data.csv',
  exportExposures: 'county-exposures.csv',
  exportCodebook: 'county-exposures-codebook.csv',
  exportWorkbook: 'county-exposures.xlsx',
  dataPackage: 'datapackage.json',
  exportPm25Years: 'county-pm25-by-year.csv',
} as const;
