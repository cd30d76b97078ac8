import { LOADING_TEXT } from '../../lib/i18n/viewTexts';
import { useAppStore } from '../../store/appStore';
import { selectDataLoading, selectDataView, selectMapDrawing } from '../../store/selectors';
import './legend.css';

/**
 * Shown while the view's counties load and until the map has drawn them (on a slow connection the
 * outlines came seconds after the figures); CSS picks the long or short text by width.
 */
export function DataLoadingNotice() {
  const loading = useAppStore(selectDataLoading);
  const drawing = useAppStore(selectMapDrawing);
  const view = useAppStore(selectDataView);
  const text = loading ? LOADING_TEXT : drawing ? view.drawingText : null;
  return (
    <div className="data-loading" role="status">
      {text && (
        <p className="data-loading-pill">
          <span className="spinner spinner--small" aria-hidden="true" />
          <span className="desktop-only">{text.desktop}</span>
          <span className="mobile-only">{text.phone}</span>
        </p>
      )}
    </div>
  );
}
