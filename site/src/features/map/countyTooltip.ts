import type { County } from '../../lib/counties';
import { layerById, type LayerId } from '../../lib/layers';
import { riskInWords, riskLabel } from '../../lib/risk';
import { combinedScore } from '../../lib/scores';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The hover card for a county: its name, each selected layer's risk and the band in words.
 * Built from DOM nodes with textContent, so county names are always text and never parsed as HTML.
 */
export function countyTooltipContent(county: County, layers: readonly LayerId[]): HTMLElement {
  const score = combinedScore(county.scores, layers);
  const band = riskLabel(score);
  const root = element('div', 'county-tooltip');
  root.append(element('p', 'county-tooltip-name', `${county.name}, ${county.stateCode || county.state}`));
  if (layers.length > 0) {
    const list = element('ul', 'county-tooltip-list');
    for (const id of layers) list.append(element('li', '', `${layerById(id).name}: ${county.scores.labels[id]}`));
    root.append(list);
  }
  root.append(element('p', `county-tooltip-band band-text--${band.toLowerCase()}`, `${riskInWords(band)} (${Math.round(score)})`));
  return root;
}
