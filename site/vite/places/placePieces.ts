import { fold } from '../../src/features/search/normalize';
import { nameWords, wordKey, type Place, type PlaceCounty } from '../../src/features/search/places';

/** The type words a balance's name may end with before "(balance)". */
const GOVERNMENT_WORDS = ['metropolitan government', 'consolidated government', 'unified government', 'metro government', 'city'];

/**
 * The name a person knows a place by: the Gazetteer's name without the type word its kind says it
 * ends with ("Springfield city" -> Springfield, "Abanda CDP" -> Abanda, "Indianapolis city
 * (balance)" -> Indianapolis). A kind whose word is not at the end ("incorporated place": Carson
 * City) leaves the name whole; the word is matched in its case, so "Foster City city" keeps "City".
 */
export function placeName(name: string, kind: string): string {
  if (kind === 'balance') {
    const bare = name.replace(/ \(balance\)$/, '');
    const word = GOVERNMENT_WORDS.find((w) => bare.endsWith(` ${w}`));
    return word ? bare.slice(0, -word.length - 1) : bare;
  }
  return name.endsWith(` ${kind}`) ? name.slice(0, -kind.length - 1) : name;
}

/** The pieces a name is listed in: one per distinct key of its words. */
export function nameKeys(name: string): string[] {
  return [...new Set(nameWords(fold(name)).map(wordKey))];
}

/**
 * Splits the places and counties into the pieces of /api/places/<key> (datagen/API.md): each place
 * and county under the key of every word of its name, each piece with the counties its places are
 * in. Places keep file order; the page ranks them.
 */
export function placePieces(places: readonly Place[], counties: ReadonlyMap<string, PlaceCounty>): Map<string, object> {
  const pieces = new Map<string, { counties: Set<string>; places: Place[] }>();
  const pieceOf = (key: string) => {
    let piece = pieces.get(key);
    if (!piece) pieces.set(key, (piece = { counties: new Set(), places: [] }));
    return piece;
  };
  for (const [fips, county] of counties) for (const key of nameKeys(county.name)) pieceOf(key).counties.add(fips);
  for (const place of places) {
    for (const key of nameKeys(place.name)) {
      const piece = pieceOf(key);
      piece.places.push(place);
      piece.counties.add(place.county);
    }
  }
  const wire = new Map<string, object>();
  for (const key of [...pieces.keys()].sort()) {
    const piece = pieces.get(key)!;
    const named: Record<string, [string, string, number]> = {};
    for (const fips of [...piece.counties].sort()) {
      const c = counties.get(fips)!;
      named[fips] = [c.name, c.state, c.population];
    }
    wire.set(key, { counties: named, places: piece.places.map((p) => [p.name, p.state, p.county, p.population]) });
  }
  return wire;
}
