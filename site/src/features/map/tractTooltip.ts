import { scoreBand, bandClass, scoreInWords } from '../../lib/figures/countyBand';
import type { LayerId, RiskLayer } from '../../lib/data/layers';
import { bandPaint } from '../../lib/figures/measuredPalette';
import { tractScore, type Tract, type TractFigures } from '../../lib/tracts/tractFigures';
import { tractLayerLines } from '../../lib/tracts/tractText';
import type { DataView } from '../../views/views';
import { areaLabel, element } from './countyTooltip';

/**
 * The hover card of a census tract, as a county's: its title, each selected layer's figure (every
 * layer when none is selected), and the band of its score, whose percentiles are California's.
 */
export function tractTooltipContent(view: DataView, title: string, figures: TractFigures, tract: Tract, layers: readonly LayerId[], table: readonly RiskLayer[]): HTMLElement {
  const score = tractScore(tract, figures, layers, table);
  const listed = layers.length === 0 ? table : table.filter((l) => layers.includes(l.id));
  const root = element('div', 'county-tooltip');
  root.dataset.palette = bandPaint(view.palette)['data-palette'];
  root.append(element('p', 'county-tooltip-name', title));
  const list = element('ul', 'county-tooltip-list');
  for (const layer of listed) for (const line of tractLayerLines(figures, tract, layer)) list.append(element('li', '', line));
  if (list.childElementCount > 0) root.append(list);
  const band = scoreBand(score);
  root.append(element('p', `county-tooltip-band band-text--${bandClass(band)} band-mark--${bandClass(band)}`, scoreInWords(score, view.bandNoun)));
  root.append(element('p', 'county-tooltip-note', figures.percentile));
  return root;
}

/** A tract's title and band, as its hover card gives them. */
export function tractLabel(view: DataView, title: string, figures: TractFigures, tract: Tract, layers: readonly LayerId[], table: readonly RiskLayer[]): string {
  return areaLabel(title, scoreInWords(tractScore(tract, figures, layers, table), view.bandNoun));
}
