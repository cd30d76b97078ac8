/** The ZIP lookup's data: /api/zip/<prefix> (datagen/API.md), one small file per 3-digit prefix. */

import { API_PATHS } from '../../../lib/data/apiPaths';
import { onceUntilFailureByKey } from '../../../lib/data/onceUntilFailure';

/** A county a ZIP touches, named even when the view being shown does not have it. */
export interface ZipCounty {
  fips: string;
  name: string;
  /** The state's name ("California"). */
  state: string;
}

/** One file of the ZIP table: each ZIP's counties in FIPS order, and their names. */
export interface ZipPiece {
  zips: Record<string, readonly string[]>;
  counties: Record<string, { name: string; state: string }>;
}

/** The address of the file that holds a five-digit ZIP: its first three digits name it. */
export const zipPiecePath = (zip: string): string => API_PATHS.zipPieces + zip.slice(0, 3);

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a piece as the API documents it; anything else holds no ZIP. */
export function parseZipPiece(answer: unknown): ZipPiece {
  const piece: ZipPiece = { zips: {}, counties: {} };
  if (!isRecord(answer) || !isRecord(answer.zips) || !isRecord(answer.counties)) return piece;
  for (const [zip, fips] of Object.entries(answer.zips)) if (isStringArray(fips)) piece.zips[zip] = fips;
  for (const [fips, c] of Object.entries(answer.counties)) {
    if (isRecord(c) && typeof c.name === 'string' && typeof c.state === 'string') piece.counties[fips] = { name: c.name, state: c.state };
  }
  return piece;
}

/** The counties of zip in FIPS order, or [] for a ZIP the piece does not hold. */
export function zipCounties(piece: ZipPiece, zip: string): ZipCounty[] {
  return (piece.zips[zip] ?? []).flatMap((fips) => {
    const c = piece.counties[fips];
    return c ? [{ fips, name: c.name, state: c.state }] : [];
  });
}

/** Each piece once per page; a failed fetch is forgotten so the next search tries again. */
const piece = onceUntilFailureByKey(async (path): Promise<ZipPiece> => {
  const response = await fetch(path, { credentials: 'include' });
  // No file for the prefix: no ZIP starts with it.
  if (response.status === 404) return { zips: {}, counties: {} };
  if (!response.ok) throw new Error(`${response.status}`);
  return parseZipPiece(await response.json());
});

/** The counties of a ZIP ([] for no such ZIP, which has no area), or null when its file could not be fetched. */
export async function lookupZip(zip: string): Promise<ZipCounty[] | null> {
  try {
    return zipCounties(await piece(zipPiecePath(zip)), zip);
  } catch {
    return null;
  }
}
