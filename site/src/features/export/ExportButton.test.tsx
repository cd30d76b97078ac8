import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastMock } from '../../test/mockToast';
import { ExportButton } from './ExportButton';

vi.mock('../../toasts/toast', () => ({ toast: toastMock }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let clickedDownloads: string[];

beforeEach(() => {
  toastMock.mockClear();
  toastMock.error.mockClear();
  clickedDownloads = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedDownloads.push(`${this.download} ${this.href}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportButton', () => {
  it('reads "Exporting..." and is disabled until the CSV is downloaded', async () => {
    const answer = deferred<Response>();
    const fetchMock = vi.fn(() => answer.promise);
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ExportButton />);

    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/export/csv', { credentials: 'include' });

    answer.resolve(new Response('id,name\n', { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Export Data' })).toBeEnabled();
    expect(clickedDownloads).toEqual(['environmental-data.csv blob:csv']);
    expect(toastMock).toHaveBeenCalledWith('Export Successful', {
      description: 'Environmental data has been exported to CSV file.',
    });
  });

  it('shows a destructive toast when the export fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500, statusText: 'Server Error' })));
    const user = userEvent.setup();
    render(<ExportButton />);

    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('button', { name: 'Export Data' })).toBeEnabled();
    expect(toastMock.error).toHaveBeenCalledWith('Export Failed', {
      description: 'There was an error exporting the data. Please try again.',
    });
    expect(clickedDownloads).toEqual([]);
  });
});
