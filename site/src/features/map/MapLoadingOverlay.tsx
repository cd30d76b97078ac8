import { useEffect, useState } from 'react';
import { defineMessages, text } from '../../lib/i18n/messages';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { LOADING_OVERLAY_MS } from './mapSettings';

const messages = defineMessages({
  // The specification's words.
  loading: { id: 'map.loadingOverlay', defaultMessage: 'Loading environmental data...' },
});

/** Covers the map for its first second after it mounts, in a view that has the specification's cover (the Demo). */
export function MapLoadingOverlay() {
  const [timeUp, setTimeUp] = useState(false);
  const { mountOverlay } = useAppStore(selectDataView);
  useEffect(() => {
    const timer = setTimeout(() => setTimeUp(true), LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (timeUp || !mountOverlay) return null;
  return (
    <div className="map-overlay" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{text(messages.loading)}</span>
    </div>
  );
}
