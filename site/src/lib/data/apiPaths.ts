import { MANIFEST, type ApiFileKey, type DownloadKey } from './manifest';
import { COUNTY } from '../shapes/geographies';
import { parentId } from '../shapes/geography';

/** Where the page finds the files `riskmap generate` writes, as /api/manifest says (datagen/API.md). */
export const API_PATHS = Object.fromEntries(Object.entries(MANIFEST.files).map(([key, file]) => [key, file.path])) as Record<
  ApiFileKey,
  string
>;

/** The names the downloads are saved under, as /api/manifest says (the build's _headers sends the same names). */
export const DOWNLOAD_NAMES = Object.fromEntries(
  Object.entries(MANIFEST.files).flatMap(([key, file]) => (file.download ? [[key, file.download]] : [])),
) as Record<DownloadKey, string>;

/** A county's state's file of a folder of per-state files (populationByState, pm25Years): the state's code leads the county's. */
export const statePath = (folder: string, fips: string): string => folder + parentId(COUNTY, fips);
