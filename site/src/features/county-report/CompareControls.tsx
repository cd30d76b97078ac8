import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { CountyRecord, MeasuredCounty } from '../../lib/data/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { COPY_LINK_LABEL, copyLink } from '../../toasts/copyLink';
import { toast } from '../../toasts/toast';
import { useAppStore } from '../../store/appStore';
import { CANNOT_COMPARE, compareProblem } from '../../store/urlState';

const messages = defineMessages({
  remove: { id: 'report.removeCompare', defaultMessage: 'Remove {county}, {state}' },
  compare: { id: 'report.compare', defaultMessage: 'Compare with another county' },
  searchLabel: { id: 'report.compareSearchLabel', defaultMessage: 'Compare with another county: name, "Name, ST" or ZIP' },
  cancel: { id: 'report.cancelCompare', defaultMessage: 'Cancel' },
});

/** The page's county search, handing the chosen county over (app/ passes the search feature's box in). */
export type CompareSearch = ComponentType<{ onPick: (county: CountyRecord) => void; label: string }>;

/**
 * "Compare with another county": the page's search picks the second county, which goes into the
 * link (`compare=`); a county that cannot be compared gets a toast saying why. With two counties:
 * Copy link, and Remove, which returns to the single report.
 */
export function CompareControls({ county, compare, Search }: { county: MeasuredCounty; compare: MeasuredCounty | null; Search?: CompareSearch }) {
  const [searching, setSearching] = useState(false);
  const searchBox = useRef<HTMLDivElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);
  // The box opens ready to type in; once a county is picked, focus goes to Remove, where the box was.
  useEffect(() => {
    if (searching) searchBox.current?.querySelector('input')?.focus();
  }, [searching]);
  useEffect(() => {
    if (!compare || !picked.current) return;
    picked.current = false;
    removeButton.current?.focus();
  }, [compare]);
  const setCompare = useAppStore((s) => s.setCompare);
  const pick = (chosen: CountyRecord) => {
    const state = useAppStore.getState();
    const problem = compareProblem(state.dataView, county.id, chosen.id, new Set(state.counties.map((c) => c.id)));
    if (problem) return void toast.error(CANNOT_COMPARE, { description: problem });
    picked.current = true;
    setSearching(false);
    setCompare(chosen.id);
  };

  if (compare) {
    return (
      <>
        <button ref={removeButton} type="button" className="report-button" onClick={() => setCompare(null)}>
          {text(messages.remove, { county: compare.name, state: compare.stateCode })}
        </button>
        <button type="button" className="report-button" onClick={() => void copyLink()}>
          {COPY_LINK_LABEL}
        </button>
      </>
    );
  }
  if (!Search) return null;
  return searching ? (
    <div ref={searchBox} className="report-compare-search">
      <Search onPick={pick} label={text(messages.searchLabel)} />
      <button type="button" className="report-button" onClick={() => setSearching(false)}>
        {text(messages.cancel)}
      </button>
    </div>
  ) : (
    <button type="button" className="report-button" onClick={() => setSearching(true)}>
      {text(messages.compare)}
    </button>
  );
}
