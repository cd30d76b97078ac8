import { render, screen } from '@testing-library/react';
import { DownloadList } from './DownloadList';
import { measuredDownloads } from './downloads';

describe('DownloadList', () => {
  it('links each file by its format, to be saved under its download name, with its size when known', () => {
    render(<DownloadList items={measuredDownloads({ '/api/export/workbook': 297_872 })} />);
    const workbook = screen.getByRole('link', { name: 'Excel workbook' });
    expect(workbook).toHaveAttribute('href', '/api/export/workbook');
    expect(workbook).toHaveAttribute('download', 'county-exposures.xlsx');
    expect(workbook.parentElement).toHaveTextContent('Excel workbook (298 kB): opens with FIPS codes intact');
    expect(screen.getByRole('link', { name: 'Codebook (CSV)' }).parentElement).toHaveTextContent(/^Codebook \(CSV\): what each column means$/);
  });
});
