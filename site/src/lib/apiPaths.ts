import { MANIFEST, type ApiFileKey, type DownloadKey } from './manifest';

/** Where the page finds the files `riskmap generate` writes, as /api/manifest says (datagen/API.md). */
export const API_PATHS = Object.fromEntries(Object.entries(MANIFEST.files).map(([key, file]) => [key, file.path])) as Record<
  ApiFileKey,
  string
>;

/** The names the downloads are saved under, as /api/manifest says (netlify.toml sends the same names). */
export const DOWNLOAD_NAMES = Object.fromEntries(
  Object.entries(MANIFEST.files).flatMap(([key, file]) => (file.download ? [[key, file.download]] : [])),
) as Record<DownloadKey, string>;
