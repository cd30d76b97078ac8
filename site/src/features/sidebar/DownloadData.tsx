import { text } from '../../lib/i18n/messages';
import { SITE_MESSAGES } from '../../lib/i18n/siteMessages';
import { ComponentOnDemand, onDemand } from '../../lib/data/onDemand';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { TitledCard } from './TitledCard';

// Loaded with the Measured view's first render, not with a Demo page.
const measuredDownloads = onDemand(() => import('./MeasuredDownloads').then((m) => m.MeasuredDownloads));

/** The view's downloads with their sizes (the Measured view's); the Demo view has only the header's Export Data button. */
export function DownloadData() {
  const view = useAppStore(selectDataView);
  if (!view.downloads) return null;
  return (
    <TitledCard titleId="download-data-title" title={text(SITE_MESSAGES.downloadData)}>
      <ComponentOnDemand code={measuredDownloads} />
    </TitledCard>
  );
}
