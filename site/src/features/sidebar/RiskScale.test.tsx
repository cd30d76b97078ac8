import { act, render, screen } from '@testing-library/react';
import { RISK_BANDS } from '../../lib/figures/risk';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { measuredView } from '../../views/measuredView';
import { RiskScale } from './RiskScale';

beforeEach(() => resetAppStore());

const swatches = (name: string) => [...screen.getByRole('region', { name }).querySelectorAll<HTMLElement>('.swatch')];

describe('RiskScale', () => {
  it("paints the Demo view's bands in the specification's colours and the Measured one's in the map palette, by the list's palette", () => {
    render(<RiskScale />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-palette', 'specification');
    act(() => useAppStore.getState().setDataView(measuredView));
    // The stylesheet gives this palette the ramp's band colours (vite/bandColours.ts), which the swatches' rules read.
    expect(list).toHaveAttribute('data-palette', 'percentile-ramp');
    const measured = swatches('County colours: combined score');
    expect(measured.map((swatch) => swatch.className)).toEqual(RISK_BANDS.map((band) => `swatch swatch--${band.label.toLowerCase()}`));
    // No style attribute: the CSP would block it in prerendered HTML.
    expect(measured.map((swatch) => swatch.getAttribute('style'))).toEqual([null, null, null]);
  });

  it("keeps the specification's heading in the Demo view, and says what the bands are of in the Measured one", () => {
    render(<RiskScale />);
    expect(screen.getByRole('heading', { name: 'Risk Scale' })).toBeInTheDocument();
    expect(screen.queryByText(/percentiles/)).toBeNull();
    act(() => useAppStore.getState().setDataView(measuredView));
    expect(screen.queryByRole('heading', { name: 'Risk Scale' })).toBeNull();
    const scale = screen.getByRole('region', { name: 'County colours: combined score' });
    expect(scale).toHaveTextContent('The weighted mean of the layer percentiles.');
    expect(screen.queryByText(/risk/i)).toBeNull();
  });
});
