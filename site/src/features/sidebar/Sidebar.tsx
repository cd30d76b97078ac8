import { useAppStore } from '../../store/appStore';
import { selectSidebarOpen } from '../../store/selectors';
import { DataSources } from './DataSources';
import { LayerToggles } from './LayerToggles';
import { RiskScale } from './RiskScale';
import { TitledCard } from './TitledCard';
import { SIDEBAR_ID } from '../../lib/domIds';
import './sidebar.css';

/** Fixed left panel on wide screens; a slide-in drawer below 768px (CSS decides which). */
export function Sidebar() {
  const open = useAppStore(selectSidebarOpen);
  return (
    <aside id={SIDEBAR_ID} className="sidebar" data-open={open} aria-label="Map controls" tabIndex={-1}>
      <TitledCard titleId="intro-title" title="Environmental Risk Analysis" className="card-intro">
        <p className="intro-text">
          Mapping Parkinson's disease environmental exposure factors across California and Florida counties.
        </p>
        <div className="summary-tiles">
          <p className="tile tile--high">
            <span className="tile-value">23</span>
            <span className="tile-label">High Risk Counties</span>
          </p>
          <p className="tile tile--moderate">
            <span className="tile-value">41</span>
            <span className="tile-label">Moderate Risk</span>
          </p>
        </div>
      </TitledCard>
      <div className="card">
        <LayerToggles />
      </div>
      <RiskScale />
      <DataSources />
    </aside>
  );
}
