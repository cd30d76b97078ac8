import keys from 'virtual:place-keys';
import { API_PATHS } from '../../lib/apiPaths';
import { answerOf, parsePlacePiece, type PlaceAnswer } from './placeSearch';
import type { PlacePiece } from './places';

// Fetches the place search's pieces, /api/places/<key>: only those the build wrote, which it lists
// (virtual:place-keys), so a key with no piece costs no request.

const existing = new Set(keys.split(' '));

export const placePiecePath = (key: string): string => API_PATHS.placePieces + key;

/** Each piece once per page; a failed fetch is forgotten so the next search tries again. */
const pieces = new Map<string, Promise<PlacePiece>>();

async function fetchPiece(path: string): Promise<PlacePiece> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}`);
  return parsePlacePiece(await response.json());
}

/** The piece of a key (places.ts queryKey), or null when it could not be fetched. */
export async function placeAnswer(key: string): Promise<PlaceAnswer | null> {
  // No piece for the key: no place or county has a word starting so.
  if (!existing.has(key)) return answerOf(key, { counties: {}, places: [] });
  const path = placePiecePath(key);
  let p = pieces.get(path);
  if (!p) {
    p = fetchPiece(path);
    pieces.set(path, p);
    p.catch(() => pieces.delete(path));
  }
  try {
    return answerOf(key, await p);
  } catch {
    return null;
  }
}

