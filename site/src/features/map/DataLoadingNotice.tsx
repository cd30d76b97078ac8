import { useAppStore } from '../../store/appStore';
import { selectDataLoading } from '../../store/selectors';
import './legend.css';

/** Shown while /api/counties and /api/environmental-data load; CSS picks the long or short text by width. */
export function DataLoadingNotice() {
  const loading = useAppStore(selectDataLoading);
  return (
    <div className="data-loading" role="status">
      {loading && (
        <p className="data-loading-pill">
          <span className="spinner spinner--small" aria-hidden="true" />
          <span className="desktop-only">Loading environmental risk data...</span>
          <span className="mobile-only">Loading...</span>
        </p>
      )}
    </div>
  );
}
