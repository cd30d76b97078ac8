import { loadCompounds } from '../../../lib/data/compounds';
import { PESTICIDE_LAYER } from '../../../lib/figures/pesticideMeasure';
import { defineMessages, text } from '../../../lib/i18n/messages';
import { closeDrawerOnPhone } from '../../../show-county/showCounty';
import { useAppStore } from '../../../store/appStore';
import type { SearchIndex } from '../data/searchData';
import { compoundNamed } from '../readings/productNames';
import { showToast } from './showResult';

const messages = defineMessages({
  title: { id: 'search.compoundShown', defaultMessage: 'Pesticide Layer: {name}' },
  text: {
    id: 'search.compoundShownText',
    defaultMessage: 'The pesticide layer now shows {name}: the USGS {years} estimate per km² of land, ranked by the high estimate.',
  },
});

/**
 * Makes the pesticide layer show the compound (or the linked sum) the query names ("paraquat"), in
 * the Measured view; says whether it did. Asked only when no place or county has the name; the
 * index names the measures, so a search fetches the compounds' file only once one is named.
 */
export async function showCompoundNamed(query: string, index: SearchIndex): Promise<boolean> {
  if (useAppStore.getState().dataView.countySource !== 'exposures') return false;
  const id = compoundNamed(index.compounds, query);
  if (id === null) return false;
  const compounds = await loadCompounds().catch(() => null);
  if (!compounds) return false;
  const state = useAppStore.getState();
  state.setCompounds(compounds);
  state.setPesticideMeasure(id);
  // A selection without the layer would leave the colours without the compound.
  if (state.selectedLayers.length > 0) state.toggleLayer(PESTICIDE_LAYER, true);
  const name = compounds.measures.find((m) => m.id === id)?.name ?? id;
  showToast({ variant: 'default', title: text(messages.title, { name }), description: text(messages.text, { name, years: compounds.source.years }) });
  closeDrawerOnPhone();
  return true;
}
