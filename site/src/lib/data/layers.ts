/** A layer's id as /api/environmental-data names it (pesticides, airPollution, ...). */
export type LayerId = string;

/** What a county missing from a layer's source file means. */
export type AbsentMeaning = 'no-data' | 'none-reported';

/** How the Measured view's figure for a layer is formed (/api/environmental-data `measured`). */
export interface MeasuredInfo {
  measure: string;
  unit: string;
  years: string;
  /** A modelled estimate, always called one. */
  estimate: boolean;
  absent: AbsentMeaning;
  /** Ids of measuredSources. */
  sources: string[];
  caveats: string[];
  /**
   * The generator's sentence of how many people live in the layer's top tenth of counties
   * (datagen/API.md topTenth); empty when the data has none.
   */
  topTenth: string;
  /** The standards and guidelines its figures are read against (reference_levels.csv), in the data's order. */
  references: ReferenceLevel[];
}

/** A standard or guideline level in a layer's unit: who set it, when, and where it is published. */
export interface ReferenceLevel {
  /** As the publisher writes it: "9.0". */
  level: string;
  /** "EPA annual standard". */
  label: string;
  /** The year it took effect. */
  since: number;
  publisher: string;
  title: string;
  url: string;
  /** What it applied to before, and how it is read. */
  note: string;
}

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
  /** One of the Demo view's layers, the specification's four; the Measured view shows every layer. */
  demo: boolean;
  /** Null where the data has no measured figure for the layer. */
  measured: MeasuredInfo | null;
}

/** The layers the page starts with when the link names none. */
export function defaultLayers(table: readonly RiskLayer[]): LayerId[] {
  return table.filter((l) => l.defaultEnabled).map((l) => l.id);
}

export function layerById(table: readonly RiskLayer[], id: LayerId): RiskLayer | undefined {
  return table.find((l) => l.id === id);
}

/** Keeps known ids once each, in table order, so equal selections compare and serialise equally. */
export function normalizeLayers(table: readonly RiskLayer[], ids: Iterable<string>): LayerId[] {
  const wanted = new Set(ids);
  return table.filter((l) => wanted.has(l.id)).map((l) => l.id);
}

/** Whether two normalized selections hold the same layers. */
export function sameLayers(a: readonly LayerId[], b: readonly LayerId[]): boolean {
  return a.length === b.length && a.every((id, i) => b[i] === id);
}
