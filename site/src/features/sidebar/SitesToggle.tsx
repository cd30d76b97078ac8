import { useId } from 'react';
import { defineMessages, text } from '../../lib/i18n/messages';
import { SITE_MESSAGES } from '../../lib/i18n/siteMessages';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectSitesShown } from '../../store/selectors';
import './sidebar.css';

const messages = defineMessages({
  note: {
    id: 'sites.layerNote',
    defaultMessage: "Points: sites where EPA's decision documents list the solvents TCE or PCE. Not part of the combined score.",
  },
});

/** The Superfund sites' layer of points, on and off like a risk layer but outside the combined score (a view with sites only). */
export function SitesToggle() {
  const view = useAppStore(selectDataView);
  const shown = useAppStore(selectSitesShown);
  const showSites = useAppStore((s) => s.showSites);
  const noteId = useId();
  if (!view.sites) return null;
  return (
    <div className="layer-item sites-toggle" data-checked={shown}>
      <div className="layer-main">
        <label className="layer-label">
          <input
            type="checkbox"
            className="layer-checkbox"
            checked={shown}
            aria-describedby={noteId}
            onChange={(event) => showSites(event.target.checked)}
          />
          <span className="site-marker-swatch" aria-hidden="true" />
          <span className="layer-name">{text(SITE_MESSAGES.sitesLayerName)}</span>
        </label>
        <span id={noteId} className="layer-unit">
          {text(messages.note)}
        </span>
      </div>
    </div>
  );
}
