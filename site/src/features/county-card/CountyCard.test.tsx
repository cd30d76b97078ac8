import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastMock } from '../../test/mockToast';
import { sampleCounties, sampleMeasuredCounties, seedEnvironment } from '../../test/fixtures';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { CountyCard } from './CountyCard';
import { CardPreviewSlot } from '../../show-county/cardPreview';
import { measuredView } from '../../views/measuredView';
import { selectSelectedCountyId } from '../../store/selectors';
import { countyArea } from '../../lib/data/area';

// The report the card opens is composed in app/ (app/countyCardReport.test.tsx tests the two together).
const NoReport = () => null;

vi.mock('../../toasts/toast', () => ({ toast: toastMock }));

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
  toastMock.mockClear();
  toastMock.error.mockClear();
  const counties = sampleCounties();
  // Distinct layer numbers so the breakdown shows every band.
  const la = counties[0]!;
  la.scores = {
    riskScore: 12,
    layers: { pesticides: 90, airPollution: 50, traffic: 10, industrial: 70 },
    labels: { pesticides: 'High', airPollution: 'Moderate', traffic: 'Low', industrial: 'High' },
  };
  useAppStore.getState().setCounties(counties);
  useAppStore.getState().selectCounty('06037');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CountyCard', () => {
  it('renders nothing without a selection', () => {
    useAppStore.getState().clearSelection();
    const { container } = render(<CountyCard Report={NoReport} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the county, its combined score and the breakdown', () => {
    render(<CountyCard Report={NoReport} />);
    const card = screen.getByRole('region', { name: 'Los Angeles' });
    expect(within(card).getByText('California')).toBeInTheDocument();
    // (90 * 0.4 + 50 * 0.3) / 0.7 = 72.9 -> 73
    expect(within(card).getByText('73')).toBeInTheDocument();
    expect(within(card).getByText('High risk')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Overall risk score' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '73');
    for (const line of ['Pesticide Exposure: High', 'Air Pollution (PM2.5): Moderate', 'Traffic Density: Low', 'Industrial Chemicals: High']) {
      // The band word is its own coloured element, so match the whole list item's text.
      expect(within(card).getByText((_, el) => el?.tagName === 'LI' && el.textContent === line)).toBeInTheDocument();
    }
  });

  it('uses the raw score with no layer selected', () => {
    useAppStore.getState().setLayers([]);
    render(<CountyCard Report={NoReport} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('Low risk')).toBeInTheDocument();
  });

  it('says the scores are random examples', () => {
    render(<CountyCard Report={NoReport} />);
    expect(screen.getByText('Scores are random examples, not measurements.')).toBeInTheDocument();
  });

  it("downloads the card's row as CSV from the export icon", async () => {
    const saved: string[] = [];
    const fetchMock = vi.fn().mockResolvedValue(new Response('id,name,state,stateCode,fipsCode,latitude,longitude,pm25_ugm3\n06037,Los Angeles,California,CA,06037,34.3,-118.2,12.1\n'));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:row'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    render(<CountyCard Report={NoReport} />);
    await user.click(screen.getByRole('button', { name: 'Export county data' }));
    // The exporter loads on the first press.
    await waitFor(() => expect(saved).toEqual(['county-06037-demo-scores.csv']));
    // The measured figures come from the Demo export, under its column names.
    expect(fetchMock).toHaveBeenCalledWith('/api/export/csv', { credentials: 'include' });
    expect(toastMock).toHaveBeenCalledWith('Export Successful', { description: 'Los Angeles, California has been exported to CSV file.' });
    vi.unstubAllGlobals();
  });

  it('gives the measured figures per layer in the Measured view', () => {
    useAppStore.getState().setDataView(measuredView);
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    useAppStore.getState().selectCounty('06003');
    useAppStore.getState().setLayers(['industrial']);
    render(<CountyCard Report={NoReport} />);
    const card = screen.getByRole('region', { name: 'Alpine County, CA' });
    expect(within(card).getByText('Industrial Chemicals: No releases reported (1988-2018)')).toBeInTheDocument();
    expect(within(card).getByText(/^Pesticide Exposure: estimated 0\.012 kg\/km² per year \(2017, modelled\)/)).toBeInTheDocument();
    expect(within(card).getByText('USGS 2018 estimate: none for this county in the copy used here: a gap, not zero use')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Combined score' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(card).getByText('The weighted mean of the layer percentiles.')).toBeInTheDocument();
    expect(within(card).queryByText('Scores are random examples, not measurements.')).not.toBeInTheDocument();
  });

  it("takes the place of the card built ahead, which leaves before the browser paints", () => {
    useAppStore.getState().setDataView(measuredView);
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    useAppStore.getState().selectCounty('06003');
    render(
      <>
        <CardPreviewSlot />
        <CountyCard Report={NoReport} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Alpine County, CA' })).toBeInTheDocument();
    expect(document.getElementById('card-preview')).toHaveAttribute('data-taken');
  });

  it("paints its band pill, bar and dots in the view's palette: the Measured ramp's midpoints, the Demo's own colours", () => {
    const { unmount } = render(<CountyCard Report={NoReport} />);
    const demo = screen.getByRole('region', { name: 'Los Angeles' });
    expect(within(demo).getByText('High risk')).toHaveClass('band-pill--high');
    expect(demo).toHaveAttribute('data-palette', 'specification');
    expect(demo).not.toHaveAttribute('style');
    unmount();
    useAppStore.getState().setDataView(measuredView);
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    useAppStore.getState().selectCounty('06019');
    render(<CountyCard Report={NoReport} />);
    const card = screen.getByRole('region', { name: 'Fresno County, CA' });
    expect(within(card).getByText('High exposure')).toHaveClass('band-pill--high');
    // The stylesheet's rules for this palette put the pill's words on white after a dot in its band's property (measuredPalette.test.ts).
    expect(card).toHaveAttribute('data-palette', 'percentile-ramp');
    // The colours come with the attribute, from the page's stylesheet (vite/bandColours.ts): no style attribute, which the CSP would block in prerendered HTML.
    expect(card).not.toHaveAttribute('style');
  });

  it("sets the USGS estimate beside the modelled one in the same unit and says which colours the map", () => {
    useAppStore.getState().setDataView(measuredView);
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    useAppStore.getState().selectCounty('06019');
    render(<CountyCard Report={NoReport} />);
    const card = screen.getByRole('region', { name: 'Fresno County, CA' });
    expect(within(card).getByText('USGS 2018 estimate: 2,260 kg/km² per year (13,500,000 kg in all, of which paraquat 45,200 kg)')).toBeInTheDocument();
    expect(within(card).getByText(/^The map is coloured by the modelled estimate because it covers every county/)).toBeInTheDocument();
  });

  it('names a measured county without figures on the selected layers No data, with no score', () => {
    useAppStore.getState().setDataView(measuredView);
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    useAppStore.getState().selectCounty('48301');
    useAppStore.getState().setLayers(['pesticides', 'traffic']);
    render(<CountyCard Report={NoReport} />);
    expect(screen.getByText('No data', { selector: '.band-pill' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('No Pesticide Exposure or Traffic Density figure for this county.')).toBeInTheDocument();
  });

  it('says which layers and weights made a measured score, and which layers have no figure', () => {
    useAppStore.getState().setDataView(measuredView);
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    useAppStore.getState().selectCounty('48301');
    useAppStore.getState().setLayers([]);
    render(<CountyCard Report={NoReport} />);
    // Loving: PM2.5 percentile 20 and releases 40, weights 0.3 each: 30.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(
      screen.getByText('From 2 of 4 layers: Air Pollution (PM2.5) (weight 0.3) and Industrial Chemicals (weight 0.3); no Pesticide Exposure or Traffic Density figure for this county.'),
    ).toBeInTheDocument();
  });

  it('says nothing of layers for a Demo score, whose card is the specification', () => {
    render(<CountyCard Report={NoReport} />);
    expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
  });

  it('copies the page address', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CountyCard Report={NoReport} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(toastMock).toHaveBeenCalledWith('Link Copied', { description: 'A link to this view has been copied to your clipboard.' });
  });

  it('says when the clipboard is blocked', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CountyCard Report={NoReport} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(toastMock.error).toHaveBeenCalledWith('Copy Failed', {
      description: 'Your browser blocked clipboard access. Copy the address bar instead.',
    });
  });

  it('closes on Escape and gives focus back to where the county was picked', async () => {
    const user = userEvent.setup();
    useAppStore.getState().clearSelection();
    render(
      <>
        <button type="button">Picker</button>
        <CountyCard Report={NoReport} />
      </>,
    );
    screen.getByRole('button', { name: 'Picker' }).focus();
    act(() => useAppStore.getState().selectCounty('06037'));
    expect(screen.getByRole('button', { name: 'Picker' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();
    expect(screen.getByRole('button', { name: 'Picker' })).toHaveFocus();
  });

  it('moves focus to its heading when the county was picked from the header', () => {
    useAppStore.getState().clearSelection();
    render(
      <>
        <header>
          <input aria-label="Search counties" />
        </header>
        <CountyCard Report={NoReport} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Search counties' }).focus();
    act(() => useAppStore.getState().focusCounty('06037'));
    expect(screen.getByRole('heading', { name: 'Los Angeles' })).toHaveFocus();
  });

  it('takes focus when Enter on the map opened it, gives it back to the map on Escape, and only once', async () => {
    const user = userEvent.setup();
    useAppStore.getState().clearSelection();
    render(
      <>
        <div id="map" tabIndex={0} aria-label="Map" />
        <CountyCard Report={NoReport} />
      </>,
    );
    const map = screen.getByLabelText('Map');
    map.focus();
    act(() => useAppStore.getState().openAreaCard(countyArea('06037')));
    expect(screen.getByRole('heading', { name: 'Los Angeles' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(map).toHaveFocus();
    // The same county clicked later on the map: focus stays on the map.
    act(() => useAppStore.getState().selectCounty('06037'));
    expect(map).toHaveFocus();
  });

  it('leaves focus where it is for a shared link', () => {
    useAppStore.getState().clearSelection();
    render(<CountyCard Report={NoReport} />);
    act(() => useAppStore.getState().focusCounty('06037'));
    expect(screen.getByRole('heading', { name: 'Los Angeles' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('closes and clears the selection', async () => {
    const user = userEvent.setup();
    render(<CountyCard Report={NoReport} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
