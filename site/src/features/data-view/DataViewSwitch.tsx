import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useAppStore } from '../../store/appStore';
import type { DataView } from '../../store/countySlice';
import { selectDataView, selectLayerTable, selectSelectedCountyId, selectSelectedLayers } from '../../store/selectors';
import { serializeUrlState } from '../../store/urlState';
import './dataView.css';

const OPTIONS: readonly [DataView, string][] = [
  ['demo', 'Demo scores'],
  ['measured', 'Measured data'],
];

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The two views as a radio group whose options are real links to each view with the same layers and
 * county: before the app runs (a slow connection) a click loads that view; after, it switches in
 * place. Arrow keys move between the two, Tab leaves the group.
 */
export function DataViewSwitch() {
  const view = useAppStore(selectDataView);
  const layers = useAppStore(selectSelectedLayers);
  const county = useAppStore(selectSelectedCountyId);
  const table = useAppStore(selectLayerTable);
  const setDataView = useAppStore((s) => s.setDataView);
  const titleId = useId();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  const choose = (index: number) => {
    setDataView(OPTIONS[index]![0]);
    links.current[index]?.focus();
  };
  const onClick = (event: MouseEvent, index: number) => {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(index);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    if (step === undefined && event.key !== ' ') return;
    event.preventDefault();
    choose(step === undefined ? index : (index + step + OPTIONS.length) % OPTIONS.length);
  };

  return (
    <div className="card data-view-switch">
      <p id={titleId} className="card-title">
        Data shown
      </p>
      <div role="radiogroup" aria-labelledby={titleId} className="data-view-options">
        {OPTIONS.map(([value, label], index) => (
          <a
            key={value}
            ref={(link) => void (links.current[index] = link)}
            href={`/${serializeUrlState({ view: value, layers, county }, table)}`}
            data-view={value}
            role="radio"
            aria-checked={view === value}
            tabIndex={view === value ? 0 : -1}
            className="data-view-option"
            onClick={(event) => onClick(event, index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="data-view-dot" aria-hidden="true" />
            {label}
          </a>
        ))}
      </div>
    </div>
  );
}
