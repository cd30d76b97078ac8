import type { CountyRecord } from '../../lib/counties';
import { useAppStore } from '../../store/appStore';
import { offerWiderView } from '../../show-county/offerWiderView';
import { showCounty } from '../../show-county/showCounty';
import { countiesWithCode, countyIndex } from './countyIndex';
import { defineMessages, text } from '../../lib/i18n/messages';
import { fold } from './normalize';
import type { Place, PlaceCounty, PlacePiece } from './places';
import { searchToast } from './resultToast';
import { EXACT_NAME, NAME_AND_STATE, NAME_PREFIX, saysCity, WORD_PREFIX } from './search';
import { showToast } from './showSearchResult';
import type { RankedSuggestion, Suggestion } from './suggestions';

// Loaded with the search's code (runSearch.ts), or with the first query that names a piece of
// places (placeLookup.ts fetches the pieces), so the first load neither grows nor asks for a place file.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Reads a piece as the API documents it: counties as FIPS -> [name, state, population], places as
 * [name, state, county FIPS, population or null]. Anything else is left out.
 */
export function parsePlacePiece(answer: unknown): PlacePiece {
  const piece: PlacePiece = { counties: {}, places: [] };
  if (!isRecord(answer) || !isRecord(answer.counties) || !Array.isArray(answer.places)) return piece;
  for (const [fips, c] of Object.entries(answer.counties)) {
    if (Array.isArray(c) && typeof c[0] === 'string' && typeof c[1] === 'string' && isCount(c[2])) {
      piece.counties[fips] = { name: c[0], state: c[1], population: c[2] };
    }
  }
  for (const p of answer.places) {
    if (!Array.isArray(p) || typeof p[0] !== 'string' || typeof p[1] !== 'string' || typeof p[2] !== 'string') continue;
    if (!(p[2] in piece.counties) || !(p[3] === null || isCount(p[3]))) continue;
    piece.places.push({ name: p[0], state: p[1], county: p[2], population: p[3] });
  }
  return piece;
}

/** A place found, with its county, rank (search.ts's scale) and the people it ranks by. */
export interface PlaceHit {
  place: Place;
  county: PlaceCounty;
  rank: number;
  /** The place's population, or its county's when the Census gives the place none. */
  people: number;
}

/** A fetched piece, for the search box: its places ranked for a text, and its counties' population. */
export interface PlaceAnswer {
  key: string;
  /** The piece's places a text finds, as options of the search box, with their rank and people. */
  matches: (text: string, counties: readonly CountyRecord[]) => RankedSuggestion[];
  population: (fips: string) => number | undefined;
}

/** A piece as the search box uses it; its names are folded once. */
export function answerOf(key: string, piece: PlacePiece): PlaceAnswer {
  const folded = piece.places.map((place) => fold(place.name));
  return {
    key,
    matches: (text, counties) =>
      rankPlaces(piece, folded, text, countyIndex(counties).states).map((hit) => ({ rank: hit.rank, people: hit.people, suggestion: placeSuggestion(hit, counties) })),
    population: (fips) => piece.counties[fips]?.population,
  };
}

// The Gazetteer's type words, which a query may end with ("Springfield city").
const TYPE_WORD = / (?:city and borough|city|town|village|borough|cdp|municipality|comunidad|zona urbana)$/;

/**
 * The piece's places the text finds, best first: exact name; "Name, ST" (or "Name, State"); a name
 * that starts with the text; a word of the name that does. Ties go to the place with more people.
 */
function rankPlaces(piece: PlacePiece, folded: readonly string[], text: string, states: readonly { code: string; name: string }[]): PlaceHit[] {
  const query = fold(text);
  const comma = query.lastIndexOf(',');
  const name = (comma >= 0 ? query.slice(0, comma).replace(/,/g, ' ') : query).trim();
  const state = comma >= 0 ? query.slice(comma + 1).trim() : null;
  if (name === '') return [];
  // Without its type word a query matches a little less well: "Canon City" is Cañon City before Cañon.
  const names = [name, name.replace(TYPE_WORD, '')].filter((n, i, all) => n !== '' && all.indexOf(n) === i);
  const codes = state === null || state === '' ? null : stateCodes(state, states);
  const hits: PlaceHit[] = [];
  piece.places.forEach((place, i) => {
    if (codes && !codes.has(place.state.toLowerCase())) return;
    let rank: number | null = null;
    names.forEach((n, stripped) => {
      const r = nameRank(folded[i]!, n, codes !== null);
      if (r !== null && (rank === null || r + stripped / 2 < rank)) rank = r + stripped / 2;
    });
    const county = piece.counties[place.county];
    if (rank !== null && county) hits.push({ place, county, rank, people: place.population ?? county.population });
  });
  return hits.sort((a, b) => a.rank - b.rank || b.people - a.people);
}

function nameRank(placeName: string, query: string, withState: boolean): number | null {
  if (placeName === query) return withState ? NAME_AND_STATE : EXACT_NAME;
  if (placeName.startsWith(query)) return NAME_PREFIX;
  if (placeName.includes(` ${query}`)) return WORD_PREFIX;
  return null;
}

/** The lower-case postal codes a state text names: a code, a state's name, or the start of one. */
function stateCodes(text: string, states: readonly { code: string; name: string }[]): Set<string> {
  const codes = new Set(states.filter((s) => s.name === text || (text.length >= 3 && s.name.startsWith(text))).map((s) => s.code));
  if (/^[a-z]{2}$/.test(text)) codes.add(text);
  return codes;
}

// Each message names the place's county by its kind (countyKind), not as a title made beforehand:
// in a sentence, Spanish puts an article before it ("está en el condado de Sangamon").
const messages = defineMessages({
  suggestion: {
    id: 'search.placeSuggestion',
    defaultMessage: '{place}, {state} · {kind, select, county {{county} County} parish {{county} Parish} city {{county} city} other {{county}}}',
  },
  placeFound: { id: 'search.placeFound', defaultMessage: 'Place Found' },
  placeInView: {
    id: 'search.placeInView',
    defaultMessage: '{place}, {state} is in {kind, select, county {{county} County} parish {{county} Parish} city {{county} city} other {{county}}}. Viewing {name}.',
  },
  placeOutside: {
    id: 'search.placeOutside',
    defaultMessage:
      '{place}, {state} is in {kind, select, county {{county} County} parish {{county} Parish} city {{county} city} other {{county}}}, a county that the Demo view does not show.',
  },
});

type CountyKind = 'county' | 'parish' | 'city' | 'name';

/**
 * How a place's county is named: "Sangamon County", "Orleans Parish", "Alexandria city" (Census codes
 * 500 and up are independent cities), or by its name alone: Alaska's boroughs and census areas, Puerto
 * Rico's municipios, a city whose name says so ("Carson City").
 */
function countyKind(name: string, state: string, fips: string): CountyKind {
  if (Number(fips.slice(2)) >= 500) return saysCity(name) ? 'name' : 'city';
  if (state === 'LA') return 'parish';
  if (['AK', 'PR', 'VI', 'GU', 'MP', 'AS'].includes(state)) return 'name';
  return 'county';
}

/** What the messages that name a place and its county take. */
const placeValues = (hit: PlaceHit) => ({
  place: hit.place.name,
  state: hit.place.state,
  county: hit.county.name,
  kind: countyKind(hit.county.name, hit.county.state, hit.place.county),
});

/** "Springfield, IL · Sangamon County": the place, and the county choosing it opens. */
export const placeSuggestion = (hit: PlaceHit, counties: readonly CountyRecord[]): Suggestion => ({
  key: `place-${hit.place.state}-${hit.place.county}-${hit.place.name}`,
  label: text(messages.suggestion, placeValues(hit)),
  county: countiesWithCode(counties, hit.place.county)[0] ?? null,
  place: hit,
});

/**
 * Opens a place's county, as a ZIP's: the county of the view is shown; in the Demo view, a county it
 * does not have is named with an offer of the Measured view.
 */
export function showPlace(hit: PlaceHit): void {
  const { counties, dataView } = useAppStore.getState();
  const wider = dataView.wider;
  const county = counties.find((c) => (c.fipsCode || c.id) === hit.place.county);
  if (county) {
    showToast({ variant: 'default', title: text(messages.placeFound), description: text(messages.placeInView, { ...placeValues(hit), name: county.name }) });
    showCounty(county.key);
  } else if (wider) {
    offerWiderView(text(messages.placeOutside, placeValues(hit)), () => showPlace(hit));
  } else {
    showToast(searchToast({ query: hit.place.name, match: null, count: 0 }));
  }
}
