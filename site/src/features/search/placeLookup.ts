import keys from 'virtual:place-keys';
import { fetchJson } from '../../lib/api';
import { API_PATHS } from '../../lib/apiPaths';
import { onceUntilFailureByKey } from '../../lib/onceUntilFailure';
import { answerOf, parsePlacePiece, type PlaceAnswer } from './placeSearch';
import type { PlacePiece } from './places';

// Fetches the place search's pieces, /api/places/<key>: only those the build wrote, which it lists
// (virtual:place-keys), so a key with no piece costs no request.

const existing = new Set(keys.split(' '));

export const placePiecePath = (key: string): string => API_PATHS.placePieces + key;

/** Each piece once per page; a failed fetch is forgotten so the next search tries again. */
const piece = onceUntilFailureByKey(async (path): Promise<PlacePiece> => parsePlacePiece(await fetchJson(path)));

/** The piece of a key (places.ts queryKey), or null when it could not be fetched. */
export async function placeAnswer(key: string): Promise<PlaceAnswer | null> {
  // No piece for the key: no place or county has a word starting so.
  if (!existing.has(key)) return answerOf(key, { counties: {}, places: [] });
  try {
    return answerOf(key, await piece(placePiecePath(key)));
  } catch {
    return null;
  }
}
