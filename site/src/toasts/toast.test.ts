import { toast } from './toast';

vi.mock('sonner', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('toast', () => {
  it("still says every message when the toaster's code cannot load", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    toast.error('Export Failed', { description: 'There was an error exporting the data. Please try again.' });
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Export Failed\n\nThere was an error exporting the data. Please try again.'));

    toast('Link Copied');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenLastCalledWith('Link Copied');
  });
});
