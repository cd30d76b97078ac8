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
  /** Followed by a county's 2-digit state FIPS code: /api/population/06. */
  populationByState: '/api/population/',
  /** Followed by a ZIP's first three digits: /api/zip/902. */
  zipPieces: '/api/zip/',
  /** Followed by the first three letters of a word of a place's name: /api/places/spr (written by the Vite build). */
  placePieces: '/api/places/',
  exportCsv: '/api/export/csv',
  exportExposures: '/api/export/exposures',
  exportCodebook: '/api/export/codebook',
  exportWorkbook: '/api/export/workbook',
  dataPackage: '/api/export/datapackage',
  /** The data package whole: datapackage.json and the files it lists, under the names it gives them. */
  exportPackageZip: '/api/export/zip',
  exportPm25Years: '/api/export/pm25-by-year',
  studies: '/api/studies',
  /** The Spanish page's /api/environmental-data and /api/studies: the same JSON, its texts in Spanish. */
  environmentalDataEs: '/api/es/environmental-data',
  studiesEs: '/api/es/studies',
  /** Followed by a county's 2-digit state FIPS code: /api/pm25-by-year/06. */
  pm25Years: '/api/pm25-by-year/',
} as const;

/** A state's file of a folder of per-state files (populationByState, pm25Years): its county's FIPS code's first two digits. */
export const statePath = (folder: string, fips: string): string => folder + fips.slice(0, 2);

export const DOWNLOAD_NAMES = {
  exportCsv: 'environmental-data.csv',
  exportExposures: 'county-exposures.csv',
  exportCodebook: 'county-exposures-codebook.csv',
  exportWorkbook: 'county-exposures.xlsx',
  dataPackage: 'datapackage.json',
  exportPackageZip: 'county-exposures-datapackage.zip',
  exportPm25Years: 'county-pm25-by-year.csv',
} as const;
