import { render, screen } from '@testing-library/react';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { sampleMeasuredCounties, seedEnvironment } from '../../test/fixtures';
import { measuredView } from '../../views/measuredView';
import { IntroCard } from './IntroCard';

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
});

/** The tile that holds a label, and the block of both tiles around it. */
function tile(label: string) {
  const element = screen.getByText(label).closest<HTMLElement>('.tile')!;
  return { element, tiles: element.closest<HTMLElement>('.summary-tiles')! };
}

describe('IntroCard', () => {
  it("keeps the specification's tiles in the Demo view: its band classes, and no colour of the ramp", () => {
    render(<IntroCard />);
    const high = tile('High Risk Counties');
    expect(high.element).toHaveClass('tile--high');
    expect(high.element).toHaveTextContent('23');
    expect(tile('Moderate Risk').element).toHaveClass('tile--moderate');
    expect(high.tiles).toHaveAttribute('data-palette', 'specification');
    expect(high.tiles).not.toHaveAttribute('style');
  });

  it("gives the Measured tiles the ramp's band colours, the same midpoints as the map's legend", () => {
    useAppStore.getState().setDataView(measuredView);
    useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties());
    render(<IntroCard />);
    const high = tile('High Exposure Counties');
    expect(high.element).toHaveClass('tile--high');
    expect(tile('Moderate Exposure').element).toHaveClass('tile--moderate');
    // The stylesheet's rules for this palette draw each tile's edge in its band's property (measuredPalette.test.ts).
    expect(high.tiles).toHaveAttribute('data-palette', 'percentile-ramp');
    // The colours come with the attribute, from the page's stylesheet (vite/bandColours.ts): no style attribute, which the CSP would block in prerendered HTML.
    expect(high.tiles).not.toHaveAttribute('style');
  });
});
