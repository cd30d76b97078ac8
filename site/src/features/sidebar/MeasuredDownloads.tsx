import { DownloadList } from '../../lib/downloads/DownloadList';
import { measuredDownloads } from '../../lib/downloads/downloads';
import { useAppStore } from '../../store/appStore';
import { selectEnvironment } from '../../store/selectors';

/** The Measured view's files with their sizes (shown by DownloadData). */
export function MeasuredDownloads() {
  const { downloadBytes } = useAppStore(selectEnvironment);
  return <DownloadList items={measuredDownloads(downloadBytes)} />;
}
