import { useId } from 'react';
import { useAppStore } from '../../store/appStore';
import type { DataView } from '../../store/countySlice';
import { selectDataView } from '../../store/selectors';
import './dataView.css';

const OPTIONS: readonly [DataView, string][] = [
  ['demo', 'Demo scores'],
  ['measured', 'Measured data'],
];

/** Native radios in a fieldset: arrow keys move between the two views, Tab leaves the group. */
export function DataViewSwitch() {
  const view = useAppStore(selectDataView);
  const setDataView = useAppStore((s) => s.setDataView);
  const name = useId();
  return (
    <fieldset className="card data-view-switch">
      <legend className="card-title">Data shown</legend>
      <div className="data-view-options">
        {OPTIONS.map(([value, label]) => (
          <label key={value} className="data-view-option">
            <input type="radio" name={name} value={value} checked={view === value} onChange={() => setDataView(value)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
