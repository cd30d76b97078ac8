import { act, render, screen } from '@testing-library/react';
import { RISK_BANDS } from '../../lib/figures/risk';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { measuredView } from '../../views/measuredView';
import { RiskScale } from './RiskScale';

beforeEach(() => resetAppStore());

const swatches = () => [...screen.getByRole('region', { name: 'Risk Scale' }).querySelectorAll<HTMLElement>('.swatch')];

describe('RiskScale', () => {
  it("paints the Demo view's bands in the specification's colours and the Measured one's in the map palette, by the list's palette", () => {
    render(<RiskScale />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-palette', 'specification');
    act(() => useAppStore.getState().setDataView(measuredView));
    // The stylesheet gives this palette the ramp's band colours (vite/bandColours.ts), which the swatches' rules read.
    expect(list).toHaveAttribute('data-palette', 'percentile-ramp');
    expect(swatches().map((swatch) => swatch.className)).toEqual(RISK_BANDS.map((band) => `swatch swatch--${band.label.toLowerCase()}`));
    // No style attribute: the CSP would block it in prerendered HTML.
    expect(swatches().map((swatch) => swatch.getAttribute('style'))).toEqual([null, null, null]);
  });
});
