import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastMock } from '../test/mockToast';
import { resetAppStore, useAppStore } from '../store/appStore';
import { ENVIRONMENT_ANSWER } from '../test/fixtures';
import { mountMapView } from '../features/map/mountMapView';
import { bootMapPage } from './boot';
import { startInitialRequests } from './initialRequests';
import { MapPage } from './MapPage';

vi.mock('../toasts/toast', () => ({ toast: toastMock }));
// Leaflet needs a real layout engine; the shell is what is under test here, and the map's own root
// stands in as a plain focusable element.
vi.mock('../features/map/mountMapView', () => ({
  mountMapView: (container: Element) => (container.innerHTML = '<div id="map" tabindex="-1"></div>'),
}));

let stopBoot: (() => void) | undefined;

/** The page as the browser starts it: the boot sequence, with the page rendered where it hydrates. */
async function renderMapPage(): Promise<RenderResult> {
  let page: RenderResult | undefined;
  stopBoot = await bootMapPage({ requests: startInitialRequests(window.location.search), mountMap: mountMapView, mountPage: () => (page = render(<MapPage />)) });
  return page!;
}

function stubScreen(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: mobile && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function stubApi(countiesStatus = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) =>
      Promise.resolve(
        path === '/api/counties'
          ? new Response(countiesStatus === 200 ? '[]' : 'down', { status: countiesStatus })
          : path === '/api/environmental-data'
            ? new Response(JSON.stringify(ENVIRONMENT_ANSWER), { status: 200 })
            : new Response('down', { status: 503 }),
      ),
    ),
  );
}

beforeEach(() => {
  resetAppStore();
  toastMock.mockClear();
  toastMock.error.mockClear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  stopBoot?.();
  vi.unstubAllGlobals();
});

describe('MapPage', () => {
  it('renders the shell and loads both API files once', async () => {
    stubScreen(false);
    stubApi();
    await renderMapPage();
    expect(screen.getByRole('heading', { level: 1, name: "Parkinson's Disease Environmental Risk Mapper" })).toBeInTheDocument();
    expect(screen.getByText('California & Florida Exposure Analysis')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading environmental risk data...')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/api/counties', { credentials: 'include' });
    expect(fetch).toHaveBeenCalledWith('/api/environmental-data', { credentials: 'include' });
    expect(screen.getByText(/For educational and entertainment purposes only\./)).toBeInTheDocument();
    expect(screen.getByText('Last updated: December 2024')).toBeInTheDocument();
  });

  it('tells the user when counties fail to load', async () => {
    stubScreen(false);
    stubApi(500);
    await renderMapPage();
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Error Loading Data', {
        description: 'Failed to load county information. Please check your connection and try again.',
      }),
    );
    expect(useAppStore.getState().countiesStatus).toBe('error');
  });

  it('opens the drawer on small screens, makes the controls behind it inert but keeps main, and closes on Escape', async () => {
    stubScreen(true);
    stubApi();
    const user = userEvent.setup();
    const { container } = await renderMapPage();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('inert');
    expect(main).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('region', { name: 'Risk map' })).toHaveAttribute('inert');
    expect(container.querySelector('.mobile-layers')).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(container.querySelectorAll('main [inert]')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(container.querySelector('.drawer-backdrop')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('never makes the desktop page inert', async () => {
    stubScreen(false);
    stubApi();
    const { container } = await renderMapPage();
    expect(container.querySelectorAll('main [inert]')).toHaveLength(0);
    expect(container.querySelector('.drawer-backdrop')).toBeNull();
  });

  it('switches to Measured data by its link (a radio), asks for /api/exposures once and says so when it fails', async () => {
    stubScreen(false);
    stubApi();
    const user = userEvent.setup();
    await renderMapPage();
    const group = screen.getByRole('radiogroup', { name: 'Data shown' });
    expect(within(group).getByRole('radio', { name: 'Demo scores' })).toBeChecked();
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Pesticide Exposure' })).not.toHaveLength(0));
    expect(fetch).not.toHaveBeenCalledWith('/api/exposures', expect.anything());
    await user.click(within(group).getByRole('radio', { name: 'Measured data' }));
    expect(window.location.search).toBe('?data=measured');
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Measured Data Unavailable', {
        description: 'Failed to load the measured county figures. Demo scores still work; try Measured data again later.',
      }),
    );
    expect(fetch).toHaveBeenCalledWith('/api/exposures', { credentials: 'include' });
    expect(screen.getByText(/they do not say that a place causes the disease/)).toBeInTheDocument();
    expect(screen.queryByText(/randomly generated/)).not.toBeInTheDocument();
    // Back to Demo by keyboard: the spec's texts again.
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: 'Demo scores' })).toBeChecked();
    expect(screen.getByText(/randomly generated examples/)).toBeInTheDocument();
  });
});
