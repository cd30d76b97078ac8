import { act, render, screen } from '@testing-library/react';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { seedEnvironment } from '../../test/fixtures';
import { demoView } from '../../views/demoView';
import { measuredView } from '../../views/measuredView';
import { MeasuredLegend } from './MeasuredLegend';

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
});

const legend = () => screen.queryByRole('region', { name: 'Map legend' });

describe('MeasuredLegend', () => {
  it('shows the bands once the map has drawn a view of percentiles, not while it draws', async () => {
    useAppStore.getState().setDataView(measuredView);
    render(<MeasuredLegend />);
    expect(legend()).toBeNull();
    act(() => useAppStore.getState().setMapDrawn(measuredView));
    // Its panel's code loads on first use; found by polling, outside act, so its effects (its store
    // subscriptions among them) are flushed before the store changes.
    expect(await screen.findByRole('region', { name: 'Map legend' })).toHaveTextContent('Low0 to 33');
    await act(async () => {});
    // What the colours are, in the sidebar scale's words: the combined score, a mean of percentiles.
    expect(legend()).toHaveTextContent("Combined score: the weighted mean of the selected layers' national percentiles");
    act(() => useAppStore.getState().setLayers([]));
    expect(legend()).toHaveTextContent("Combined score: the weighted mean of the 4 layers' national percentiles");
    act(() => useAppStore.getState().setDataView(demoView));
    act(() => useAppStore.getState().setMapDrawn(demoView));
    expect(legend()).toBeNull();
  });
});
