import { ENVIRONMENT_ANSWER } from '../test/fixtures';
import { resetAppStore, useAppStore } from '../store/appStore';
import * as urlState from '../store/urlState';
import { bootMapPage } from './boot';
import { startInitialRequests } from './initialRequests';
import { API_PATHS } from '../lib/data/apiPaths';
import { demoView } from '../views/demoView';

vi.mock('../store/urlState', { spy: true });

const answers: Record<string, unknown> = {
  '/api/counties': [{ id: '06019', name: 'Fresno', state: 'California' }],
  '/api/environmental-data': ENVIRONMENT_ANSWER,
  '/api/exposures': { counties: [] },
  // Any bytes: only their requests are counted.
  [API_PATHS.countyShapes]: 'shapes',
};

let stop: (() => void) | undefined;

beforeEach(() => {
  resetAppStore();
  document.body.innerHTML = '<div id="root"><div id="map-root"></div></div>';
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => Promise.resolve(new Response(JSON.stringify(answers[path] ?? null), { status: path in answers ? 200 : 404 }))),
  );
  vi.mocked(urlState.parseUrlState).mockClear();
});

afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('bootMapPage', () => {
  it('runs each step once, and a Measured link is in the store before the map mounts', async () => {
    window.history.replaceState(null, '', '/?data=measured&layers=traffic');
    const seen: string[] = [];
    const mountMap = vi.fn(() => seen.push(`map: ${useAppStore.getState().dataView.id} ${useAppStore.getState().selectedLayers.join()}`));
    const mountPage = vi.fn(() => seen.push('page'));
    stop = await bootMapPage({ requests: startInitialRequests(window.location.search), mountMap, mountPage });
    await vi.waitFor(() => expect(useAppStore.getState().measuredStatus).not.toBe('loading'));

    expect(seen).toEqual(['map: measured traffic', 'page']);
    expect(mountMap).toHaveBeenCalledWith(document.getElementById('map-root'));
    expect(urlState.parseUrlState).toHaveBeenCalledTimes(1);
    // The Measured link's figures and shapes, and not the Demo's counties, until the Demo is shown.
    expect(vi.mocked(fetch).mock.calls.map(([path]) => path).sort()).toEqual([API_PATHS.countyShapes, '/api/environmental-data', '/api/exposures']);
    useAppStore.getState().setDataView(demoView);
    await vi.waitFor(() => expect(useAppStore.getState().countiesStatus).toBe('ready'));
    expect(vi.mocked(fetch).mock.calls.map(([path]) => path)).toContain('/api/counties');
  });

  it("hydrates the view its page was prerendered in, and loads that view's figures though the link never switches to it", async () => {
    document.body.innerHTML = '<div id="root"><div class="app" data-view="measured"><div id="map-root"></div></div></div>';
    window.history.replaceState(null, '', '/?data=measured');
    const views: string[] = [];
    const mountPage = () => views.push(useAppStore.getState().dataView.id);
    stop = await bootMapPage({ requests: startInitialRequests(window.location.search), mountMap: () => {}, mountPage });
    expect(views).toEqual(['measured']);
    await vi.waitFor(() => expect(useAppStore.getState().measuredStatus).toBe('ready'));
  });

  it('runs the steps after the layer table in a task of their own, not in the one that read it', async () => {
    const mountMap = vi.fn();
    const mountPage = vi.fn();
    const booting = bootMapPage({ requests: { environment: Promise.resolve(ENVIRONMENT_ANSWER), counties: () => new Promise(() => {}), view: demoView }, mountMap, mountPage });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(useAppStore.getState().environmentStatus).toBe('ready');
    expect(mountMap).not.toHaveBeenCalled();
    expect(mountPage).not.toHaveBeenCalled();

    stop = await booting;
    expect(mountMap).toHaveBeenCalledTimes(1);
    expect(mountPage).toHaveBeenCalledTimes(1);
  });

  it('renders the page before mounting the map where nothing was prerendered (dev server)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const seen: string[] = [];
    const mountPage = () => {
      seen.push('page');
      document.getElementById('root')!.innerHTML = '<div id="map-root"></div>';
    };
    stop = await bootMapPage({ requests: startInitialRequests(window.location.search), mountMap: () => seen.push('map'), mountPage });
    expect(seen).toEqual(['page', 'map']);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
  });
});
