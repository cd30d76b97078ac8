import type { Compounds } from '../lib/data/compounds';
import type { County, DemoCounty, MeasuredCounty } from '../lib/data/counties';
import { withPesticideMeasure } from '../lib/figures/pesticideMeasure';
import type { DataView } from '../views/views';

/** The counties the view shows; the Measured ones with the pesticide measure chosen (lib/figures/pesticideMeasure.ts). */
export const shown = (
  view: DataView,
  demo: DemoCounty[],
  measured: MeasuredCounty[],
  s: { pesticideMeasure: string; compounds: Compounds | null },
): County[] => (view.countySource === 'counties' ? demo : withPesticideMeasure(measured, s.compounds, s.pesticideMeasure));
