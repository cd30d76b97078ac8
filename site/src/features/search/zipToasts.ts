import type { SearchToast } from './resultToast';
import type { ZipCounty } from './zip';

const place = (c: ZipCounty) => `${c.name}, ${c.state}`;

/** A ZIP that spans several counties, some in the view: all are named, the first in the view is shown. */
export function zipSpansToast(zip: string, counties: readonly ZipCounty[], viewing: string): SearchToast {
  const names = counties.map((c) => c.name).join(', ');
  return {
    variant: 'default',
    title: 'County Found',
    description: `ZIP ${zip} spans ${counties.length} counties: ${names}. Viewing ${viewing}.`,
  };
}

/** Where a ZIP outside the Demo view's counties is, and that the Measured view has it (offerWiderView's text). */
export function zipOutsideView(zip: string, counties: readonly ZipCounty[]): string {
  const where =
    counties.length === 1 ? `is in ${place(counties[0]!)}` : `spans ${counties.length} counties: ${counties.map(place).join('; ')}`;
  return `ZIP ${zip} ${where}, which the Demo view does not show. Measured data covers every US county.`;
}

/** The file could not be fetched for another reason than not existing. */
export function zipFailedToast(zip: string): SearchToast {
  return {
    variant: 'destructive',
    title: 'ZIP Lookup Failed',
    description: `Could not look up ZIP ${zip}. Please check your connection and try again.`,
  };
}
