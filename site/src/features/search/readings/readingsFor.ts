import { piecesFor } from '../data/piecesFor';
import type { SearchIndex } from '../data/searchData';
import { nameQueries } from '../query/nameQuery';
import { rankReadings, type RankedReading } from './rankReadings';
import { typos } from './typos';

/**
 * Everything a name text may mean, ranked (rankReadings.ts): every county of the index, and the
 * places and subdivisions of the pieces its first word names, fetched if they are not yet. `whole`:
 * the text is complete (searched), not being typed; so is a first word followed by more text.
 * `asMeant`: the view reads names as people mean them (DataView.search).
 */
export async function readingsFor(text: string, index: SearchIndex, whole: boolean, asMeant: boolean): Promise<RankedReading[]> {
  const queries = nameQueries(text, index.states, asMeant);
  const pieces = await piecesFor(queries, whole || /^\s*\S+[\s,]/.test(text));
  return rankReadings([...index.counties, ...pieces], queries, typos, index.states, asMeant);
}
