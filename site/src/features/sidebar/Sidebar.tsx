import { useAppStore } from '../../store/appStore';
import { selectSidebarOpen } from '../../store/selectors';
import { DataViewSwitch } from '../data-view/DataViewSwitch';
import { LocateButton } from '../locate/LocateButton';
import { DataSources } from './DataSources';
import { DownloadData } from './DownloadData';
import { IntroCard } from './IntroCard';
import { LayerToggles } from './LayerToggles';
import { RiskScale } from './RiskScale';
import { SIDEBAR_ID } from '../../lib/domIds';
import './sidebar.css';

/** Fixed left panel on wide screens; a slide-in drawer below 768px (CSS decides which). */
export function Sidebar() {
  const open = useAppStore(selectSidebarOpen);
  return (
    <aside id={SIDEBAR_ID} className="sidebar" data-open={open} aria-label="Map controls" tabIndex={-1}>
      <DataViewSwitch />
      <LocateButton labelled className="mobile-only" />
      <IntroCard />
      <div className="card">
        <LayerToggles />
      </div>
      <RiskScale />
      <DataSources />
      <DownloadData />
    </aside>
  );
}
