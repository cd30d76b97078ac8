import MAP_PREVIEW from 'virtual:map-preview';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';

/**
 * The picture of the view's default map that the build drew (mapPreview.ts), over where the live map
 * will draw it. Loaded lazily: it loads only once the page's first script has chosen to show it.
 */
export function MapPreview() {
  const view = useAppStore(selectDataView);
  if (!MAP_PREVIEW || !view.mapPreview) return null;
  return (
    <div className="map-preview-box" aria-hidden="true">
      <picture>
        {MAP_PREVIEW.sources.map((source) => (
          <source key={source.media} media={source.media} srcSet={source.srcset} />
        ))}
        <img className="map-preview" srcSet={MAP_PREVIEW.srcset} alt="" loading="lazy" />
      </picture>
    </div>
  );
}
