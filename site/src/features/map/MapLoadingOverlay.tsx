import { useEffect, useState } from 'react';
import { LOADING_OVERLAY_MS } from './mapSettings';

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
      <span>Loading environmental data...</span>
    </div>
  );
}
