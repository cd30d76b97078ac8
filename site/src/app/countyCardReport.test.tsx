import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleCounties, seedEnvironment } from '../test/fixtures';
import { resetAppStore, useAppStore } from '../store/appStore';
import { CountyCard } from '../features/county-card/CountyCard';
import { CountyReport } from '../features/county-report/CountyReport';
import { selectSelectedCountyId } from '../store/selectors';

// The card's "View Details" opens the county report, as MapPage composes the two.

// The report's code is imported on the first View Details; transformed here first, so that no test
// waits on the transform, which on a busy machine took longer than a query waits by default.
beforeAll(() => import('../features/county-report/CountyReportDialog'));

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
  useAppStore.getState().setCounties(sampleCounties());
  useAppStore.getState().selectCounty('06037');
});

describe('the county card with its report', () => {
  it('opens the county report as a modal dialog and returns focus when it closes', async () => {
    const user = userEvent.setup();
    render(<CountyCard Report={CountyReport} />);
    const details = screen.getByRole('button', { name: 'View Details' });
    await user.click(details);
    const report = await screen.findByRole('dialog', { name: 'Los Angeles, California: county report' }, { timeout: 5_000 });
    expect(report).toHaveAttribute('open');
    expect(within(report).getByRole('heading', { name: 'What a percentile means' })).toBeInTheDocument();
    // Random scores have no agency behind them: agencies are named only as the real figures' sources.
    expect(within(report).queryByRole('link', { name: 'CA Dept of Pesticide Regulation' })).not.toBeInTheDocument();
    const pesticides = within(report).getByRole('region', { name: 'Pesticide Exposure' });
    expect(within(pesticides).getByText('none: drawn at random, no agency measured it')).toBeInTheDocument();
    expect(within(pesticides).getByText('Real figures')).toBeInTheDocument();
    expect(within(pesticides).getByRole('link', { name: /^USDA NASS: Cropland Data Layer/ })).toHaveAttribute('href', 'https://example.org/cdl');
    expect(within(report).getByText(/67 to 100 High/)).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: window.location.href })).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Close report' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  it('leaves Escape to the report while it is open', async () => {
    const user = userEvent.setup();
    render(<CountyCard Report={CountyReport} />);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    const report = await screen.findByRole('dialog');
    within(report).getByRole('button', { name: 'Close report' }).focus();
    await user.keyboard('{Escape}');
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06037');
  });

  it('closes the report on a click on its backdrop and on Back', async () => {
    const user = userEvent.setup();
    render(<CountyCard Report={CountyReport} />);
    const details = screen.getByRole('button', { name: 'View Details' });
    await user.click(details);
    const report = await screen.findByRole('dialog');
    await user.click(within(report).getByRole('heading', { level: 2 }));
    expect(report).toHaveAttribute('open');
    await user.click(report);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details).toHaveFocus();

    await user.click(details);
    await screen.findByRole('dialog');
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(details).toHaveFocus();
  });

});
