import { API_PATHS } from './apiPaths';
import { LANG } from '../i18n/lang';

/**
 * The API files whose texts the page shows (layer names, measures, caveats, studies, compounds): the Spanish
 * page reads their Spanish copies, which `riskmap generate` writes from data/translations_es.csv.
 */
export const TEXTS_API =
  LANG === 'es'
    ? { environmentalData: API_PATHS.environmentalDataEs, studies: API_PATHS.studiesEs, compounds: API_PATHS.compoundsEs }
    : { environmentalData: API_PATHS.environmentalData, studies: API_PATHS.studies, compounds: API_PATHS.compounds };
