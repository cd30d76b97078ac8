import { DownloadList } from '../../lib/DownloadList';
import { measuredDownloads } from '../../lib/downloads';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectEnvironment } from '../../store/selectors';
import { TitledCard } from './TitledCard';

/** The view's downloads with their sizes (the Measured view's); the Demo view has only the header's Export Data button. */
export function DownloadData() {
  const view = useAppStore(selectDataView);
  const { downloadBytes } = useAppStore(selectEnvironment);
  if (!view.downloads) return null;
  return (
    <TitledCard titleId="download-data-title" title="Download data">
      <DownloadList items={measuredDownloads(downloadBytes)} />
    </TitledCard>
  );
}
