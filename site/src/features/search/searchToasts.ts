import type { CountyRecord } from '../../lib/counties';
import { echo, type SearchToast } from './resultToast';

/** A search made before the shown view's counties arrived: it runs when they do. */
export function loadingToast(query: string): SearchToast {
  return {
    variant: 'default',
    title: 'Loading Data',
    description: `The county data is still loading. Your search for "${echo(query)}" will run as soon as it arrives.`,
  };
}

/** Text with nothing a search can use, such as a street address without its ZIP code. */
export function unreadableToast(query: string): SearchToast {
  return {
    variant: 'destructive',
    title: 'No Results',
    description: `No counties found matching "${echo(query)}". Try a county name, a state, or a 5-digit ZIP code.`,
  };
}

/** A state named exactly: the map shows it whole and no county is opened. */
export function stateToast(stateName: string, counties: number): SearchToast {
  return {
    variant: 'default',
    title: 'State Found',
    description: `Showing ${stateName} and its ${counties} ${counties === 1 ? 'county' : 'counties'}. Choose one to see its figures.`,
  };
}

/** What a search outside the Demo view found: a state, one county, or several. */
export type OutsideFind = { state: string } | { counties: readonly CountyRecord[] };

const place = (c: CountyRecord) => `${c.name}, ${c.stateCode}`;

/** Counties that the Demo view does not show, found by name or code: the same offer (offerWiderView) as a ZIP outside it. */
export function outsideView(query: string, found: OutsideFind): string {
  const hidden = 'that the Demo view does not show';
  let what: string;
  if ('state' in found) what = `${found.state} is a state ${hidden}.`;
  else if (found.counties.length === 1) what = `${place(found.counties[0]!)} is a county ${hidden}.`;
  else what = `"${echo(query)}" finds ${found.counties.length} counties ${hidden}, the first ${place(found.counties[0]!)}.`;
  return `${what} Measured data covers every US county.`;
}
