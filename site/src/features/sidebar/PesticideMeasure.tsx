import { useId } from 'react';
import { LINKED, loadCompounds } from '../../lib/data/compounds';
import { ALL_PESTICIDES } from '../../lib/figures/pesticideMeasure';
import { defineMessages, text } from '../../lib/i18n/messages';
import { useAppStore } from '../../store/appStore';

const messages = defineMessages({
  label: { id: 'layers.pesticideMeasure', defaultMessage: 'Pesticide figure' },
  all: { id: 'layers.pesticideAll', defaultMessage: 'All pesticides (modelled, 2017)' },
  linked: { id: 'layers.pesticideLinked', defaultMessage: "Pesticides linked to Parkinson's in studies (USGS, 2012)" },
  compound: { id: 'layers.pesticideCompound', defaultMessage: '{name} (USGS, {years})' },
});

/** Asks for the compounds' names once the select may be opened, so they are there when its list shows. */
const prepare = () => {
  if (useAppStore.getState().compounds !== null) return;
  loadCompounds().then(
    (compounds) => useAppStore.getState().setCompounds(compounds),
    // The select keeps its first two choices; choosing one asks again.
    () => {},
  );
};

/**
 * The Measured view's choice of what the pesticide layer's figure is: the modelled estimate of all
 * pesticides, the USGS sum of those that studies link to Parkinson's disease, or one of them. The
 * compounds' names come with /api/compounds, which the first page load does not ask for.
 */
export function PesticideMeasure() {
  const id = useId();
  const measure = useAppStore((s) => s.pesticideMeasure);
  const compounds = useAppStore((s) => s.compounds);
  const setMeasure = useAppStore((s) => s.setPesticideMeasure);
  const each = compounds?.measures.filter((m) => m.id !== LINKED) ?? [];
  return (
    <div className="pesticide-measure">
      <label htmlFor={id} className="pesticide-measure-label">
        {text(messages.label)}
      </label>
      <select id={id} className="pesticide-measure-select" value={measure} onFocus={prepare} onPointerEnter={prepare} onChange={(event) => setMeasure(event.target.value)}>
        <option value={ALL_PESTICIDES}>{text(messages.all)}</option>
        <option value={LINKED}>{text(messages.linked)}</option>
        {each.map((m) => (
          <option key={m.id} value={m.id}>
            {text(messages.compound, { name: m.name, years: compounds?.source.years ?? '' })}
          </option>
        ))}
      </select>
    </div>
  );
}
