import type { County } from '../../lib/data/counties';
import { bandClass, countyScore, scoreBand, scoreInWords } from '../../lib/figures/countyBand';
import { figureLine } from '../../lib/figures/figures';
import { bandPaint } from '../../lib/figures/measuredPalette';
import { countyScoreMakeup, scoreMakeupInWords } from '../../lib/figures/scoreMakeup';
import type { LayerId, RiskLayer } from '../../lib/data/layers';
import { defineMessages, text } from '../../lib/i18n/messages';
import type { DataView } from '../../views/views';

const messages = defineMessages({
  areaLabel: { id: 'map.areaLabel', defaultMessage: '{area}: {band}' },
});

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

/**
 * The hover card for a county: its name, each selected layer's figure (every layer when none is
 * selected, in a view whose score is then over all of them), the band in words, in the view's
 * band colours, and for measured figures which layers and weights made the score.
 * Built from DOM nodes with textContent, so county names are always text and never parsed as HTML.
 */
export function countyTooltipContent(view: DataView, county: County, layers: readonly LayerId[], table: readonly RiskLayer[]): HTMLElement {
  const score = countyScore(county, layers, table);
  const listed = view.tooltipListsAllLayers && layers.length === 0 ? table : table.filter((l) => layers.includes(l.id));
  const root = element('div', 'county-tooltip');
  root.dataset.palette = bandPaint(view.palette)['data-palette'];
  root.append(element('p', 'county-tooltip-name', `${county.name}, ${county.stateCode || county.state}`));
  if (listed.length > 0) {
    const list = element('ul', 'county-tooltip-list');
    for (const layer of listed) list.append(element('li', '', figureLine(county, layer)));
    root.append(list);
  }
  const band = scoreBand(score);
  const words = scoreInWords(score, view.bandNoun);
  root.append(element('p', `county-tooltip-band band-text--${bandClass(band)} band-mark--${bandClass(band)}`, words));
  const makeup = countyScoreMakeup(county, layers, table);
  if (makeup) root.append(element('p', 'county-tooltip-makeup', scoreMakeupInWords(makeup)));
  if (view.tooltipNote) root.append(element('p', 'county-tooltip-note', view.tooltipNote));
  return root;
}

/** What a screen reader hears for an area the map's keyboard reaches: its name and its hover card's band, "Fresno, California: High risk (80)". */
export const areaLabel = (area: string, band: string): string => text(messages.areaLabel, { area, band });

/** A county's name, state and band, as its hover card gives them. */
export function countyLabel(view: DataView, county: County, layers: readonly LayerId[], table: readonly RiskLayer[]): string {
  return areaLabel(`${county.name}, ${county.state}`, scoreInWords(countyScore(county, layers, table), view.bandNoun));
}
