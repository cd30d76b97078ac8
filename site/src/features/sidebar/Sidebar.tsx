import type { ReactNode } from 'react';
import { defineMessages, text } from '../../lib/i18n/messages';
import { useAppStore } from '../../store/appStore';
import { selectSidebarOpen } from '../../store/selectors';
import { DataSources } from './DataSources';
import { DownloadData } from './DownloadData';
import { IntroCard } from './IntroCard';
import { LayerToggles } from './LayerToggles';
import { SitesToggle } from './SitesToggle';
import { RiskScale } from './RiskScale';
import { SIDEBAR_ID } from '../../lib/dom/domIds';
import './sidebar.css';

const messages = defineMessages({
  label: { id: 'sidebar.label', defaultMessage: 'Map controls' },
});

/**
 * Fixed left panel on wide screens; a slide-in drawer below 768px (CSS decides which). The controls
 * of other features that it shows first (the view switch, the phone's locate button) come from app/
 * as children.
 */
export function Sidebar({ children }: { children?: ReactNode }) {
  const open = useAppStore(selectSidebarOpen);
  return (
    <aside id={SIDEBAR_ID} className="sidebar" data-open={open} aria-label={text(messages.label)} tabIndex={-1}>
      {children}
      <IntroCard />
      <div className="card">
        <LayerToggles />
        <SitesToggle />
      </div>
      <RiskScale />
      <DataSources />
      <DownloadData />
    </aside>
  );
}
