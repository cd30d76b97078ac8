import type { Environment } from '../lib/data/environment';
import type { RiskLayer } from '../lib/data/layers';
import type { DataView } from './dataView';

const demoTables = new WeakMap<Environment, RiskLayer[]>();

/**
 * The layers a view shows, in the data's order: the same array for the same environment, so
 * selectors and memos see no change. A layer the data adds beyond the specification's (not demo in
 * data/factors.csv) has measured figures only, which the Demo view's random scores have no use for.
 */
export function viewLayerTable(environment: Environment, view: DataView): RiskLayer[] {
  if (view.layers === 'all') return environment.factors;
  let table = demoTables.get(environment);
  if (!table) demoTables.set(environment, (table = environment.factors.filter((layer) => layer.demo)));
  return table;
}
