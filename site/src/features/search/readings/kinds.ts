import type { KindWord } from '../query/nameQuery';
import type { Reading } from './reading';

const isPlaceLike = (r: Reading) => r.kind === 'place' || r.kind === 'subdivision';

/**
 * Whether a kind word of a query lets a reading be meant: "County" takes counties (not an
 * independent city), "Parish" Louisiana's, "Borough" Alaska's and the boroughs of New York City,
 * New Jersey and Pennsylvania, "city" the places that are cities and the independent cities.
 */
export function kindAccepts(kind: KindWord, r: Reading): boolean {
  switch (kind) {
    case 'county':
      return r.kind === 'county' && r.type !== 'city';
    case 'parish':
    case 'census area':
      return r.kind === 'county' && r.type === (kind === 'parish' ? 'parish' : 'borough');
    case 'municipio':
      return (r.kind === 'county' && (r.type === 'municipio' || r.type === 'borough')) || (r.kind === 'place' && r.type === 'municipality');
    case 'borough':
      return r.type === 'borough' || (isPlaceLike(r) && r.type === 'city and borough');
    case 'city':
      return r.type === 'city' || (isPlaceLike(r) && r.type === 'city and borough');
    case 'town':
    case 'village':
      return isPlaceLike(r) && r.type === kind;
    case 'cdp':
      return r.kind === 'place' && r.type === 'CDP';
  }
}
