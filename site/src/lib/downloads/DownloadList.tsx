import { formatBytes, type DownloadItem } from './downloads';

/** The "Download data" links: plain links with the file name to save under, so they work by keyboard and without script. */
export function DownloadList({ items }: { items: readonly DownloadItem[] }) {
  return (
    <ul className="download-list">
      {items.map((item) => (
        <li key={item.path}>
          <a href={item.path} download={item.fileName}>
            {item.label}
          </a>
          {item.bytes === null ? '' : ` (${formatBytes(item.bytes)})`}: {item.note}
        </li>
      ))}
    </ul>
  );
}
