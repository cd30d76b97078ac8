export type LayerId = 'pesticides' | 'airPollution' | 'traffic' | 'industrial';

export interface RiskLayer {
  id: LayerId;
  /** Sidebar name; also the checkbox's accessible name. */
  name: string;
  /** Chip text in the "Active Layers:" legend. */
  shortName: string;
  impact: string;
  defaultEnabled: boolean;
  /** Weight of the layer in the combined score. */
  weight: number;
}

export const RISK_LAYERS: readonly RiskLayer[] = [
  { id: 'pesticides', name: 'Pesticide Exposure', shortName: 'Pesticides', impact: 'High Impact', defaultEnabled: true, weight: 0.4 },
  { id: 'airPollution', name: 'Air Pollution (PM2.5)', shortName: 'Air Quality', impact: 'Moderate', defaultEnabled: true, weight: 0.3 },
  { id: 'traffic', name: 'Traffic Density', shortName: 'Traffic', impact: 'Low-Mod', defaultEnabled: false, weight: 0.2 },
  { id: 'industrial', name: 'Industrial Chemicals', shortName: 'Industrial', impact: 'Variable', defaultEnabled: false, weight: 0.3 },
];

export const DEFAULT_LAYERS: readonly LayerId[] = RISK_LAYERS.filter((l) => l.defaultEnabled).map((l) => l.id);

export function isLayerId(value: string): value is LayerId {
  return RISK_LAYERS.some((l) => l.id === value);
}

export function layerById(id: LayerId): RiskLayer {
  const layer = RISK_LAYERS.find((l) => l.id === id);
  if (!layer) throw new Error(`unknown layer ${id}`);
  return layer;
}

/** Keeps known ids once each, in table order, so equal selections compare and serialise equally. */
export function normalizeLayers(ids: Iterable<string>): LayerId[] {
  const wanted = new Set(ids);
  return RISK_LAYERS.filter((l) => wanted.has(l.id)).map((l) => l.id);
}

/** Whether two normalized selections hold the same layers. */
export function sameLayers(a: readonly LayerId[], b: readonly LayerId[]): boolean {
  return a.length === b.length && a.every((id, i) => b[i] === id);
}
