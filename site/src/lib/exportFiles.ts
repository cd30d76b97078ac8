/** The API's export files and the names they are saved under (datagen/API.md). */
export const EXPORT_FILE_NAME = 'environmental-data.csv';
export const EXPORT_PATH = '/api/export/csv';
export const EXPOSURES_FILE_NAME = 'county-exposures.csv';
export const EXPOSURES_PATH = '/api/export/exposures';
export const CODEBOOK_PATH = '/api/export/codebook';
