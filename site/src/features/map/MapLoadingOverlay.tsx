import { useEffect, useState } from 'react';
import { defineMessages, text } from '../../lib/i18n/messages';
import { LOADING_OVERLAY_MS } from './mapSettings';

const messages = defineMessages({
  // The specification's words.
  loading: { id: 'map.loadingOverlay', defaultMessage: 'Loading environmental data...' },
});

/** Covers the map for its first second while tiles and markers settle. */
export function MapLoadingOverlay() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="map-overlay" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{text(messages.loading)}</span>
    </div>
  );
}
