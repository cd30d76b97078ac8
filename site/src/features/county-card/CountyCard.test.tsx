import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastMock } from '../../test/mockSonner';
import { sampleCounties } from '../../test/fixtures';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { CountyCard } from './CountyCard';

vi.mock('sonner', () => ({ toast: toastMock }));

beforeEach(() => {
  resetAppStore();
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
    const { container } = render(<CountyCard />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the county, its combined score and the breakdown', () => {
    render(<CountyCard />);
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
    render(<CountyCard />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('Low risk')).toBeInTheDocument();
  });

  it('only logs for View Details and the export icon', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<CountyCard />);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    await user.click(screen.getByRole('button', { name: 'Export county data' }));
    expect(log).toHaveBeenCalledTimes(2);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('copies the page address', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CountyCard />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(toastMock).toHaveBeenCalledWith('Link Copied', { description: 'A link to this view has been copied to your clipboard.' });
  });

  it('says when the clipboard is blocked', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CountyCard />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(toastMock.error).toHaveBeenCalledWith('Copy Failed', {
      description: 'Your browser blocked clipboard access. Copy the address bar instead.',
    });
  });

  it('closes and clears the selection', async () => {
    const user = userEvent.setup();
    render(<CountyCard />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useAppStore.getState().selectedCountyId).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
