import { act, render, screen } from '@testing-library/react';
import { bandColour } from '../../lib/measuredPalette';
import { RISK_BANDS } from '../../lib/risk';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { measuredView } from '../../views/measuredView';
import { RiskScale } from './RiskScale';

beforeEach(() => resetAppStore());

const swatches = () => [...screen.getByRole('region', { name: 'Risk Scale' }).querySelectorAll<HTMLElement>('.swatch')];

describe('RiskScale', () => {
  it('leaves the Demo view its specification colours (its stylesheet) and shows the map palette in the Measured one', () => {
    render(<RiskScale />);
    expect(swatches().map((swatch) => swatch.getAttribute('style'))).toEqual([null, null, null]);
    act(() => useAppStore.getState().setDataView(measuredView));
    // jsdom gives an inline colour back as rgb().
    const inline = swatches().map((swatch) => swatch.style.background);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    expect(inline).toEqual(RISK_BANDS.map((band) => rgb(bandColour(band))));
  });
});
