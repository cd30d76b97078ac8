import { render, screen } from '@testing-library/react';
import { toast } from './toast';
import { Toasts } from './Toasts';

const sonnerLoaded = vi.fn();
vi.mock('sonner', async (importOriginal) => {
  sonnerLoaded();
  return importOriginal();
});

describe('Toasts', () => {
  it('loads sonner on the first toast, and puts the toaster on the page before the message', async () => {
    const seen: { region: boolean; message: boolean }[] = [];
    const observer = new MutationObserver(() =>
      seen.push({
        region: document.querySelector('section[aria-label^="Notifications"]') !== null,
        message: document.body.textContent?.includes('Export Successful') ?? false,
      }),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(<Toasts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sonnerLoaded).not.toHaveBeenCalled();
    expect(document.querySelector('section[aria-label^="Notifications"]')).toBeNull();

    toast('Export Successful', { description: 'Data has been exported to CSV file.' });
    toast.error('Export Failed');
    expect(await screen.findByText('Export Successful')).toBeInTheDocument();
    observer.disconnect();

    expect(sonnerLoaded).toHaveBeenCalledTimes(1);
    const regionFirst = seen.findIndex((state) => state.region);
    const messageFirst = seen.findIndex((state) => state.message);
    expect(regionFirst).toBeGreaterThanOrEqual(0);
    expect(messageFirst).toBeGreaterThan(regionFirst);
    expect(seen[regionFirst]?.message).toBe(false);
  });
});
