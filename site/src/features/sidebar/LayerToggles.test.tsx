import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { LayerToggles } from './LayerToggles';

beforeEach(resetAppStore);

describe('LayerToggles', () => {
  it('names each checkbox by its layer and describes it by its impact', () => {
    render(<LayerToggles />);
    expect(screen.getByRole('group', { name: 'Risk Factor Layers' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pesticide Exposure' })).toHaveAccessibleDescription('High Impact');
    expect(screen.getByRole('checkbox', { name: 'Air Pollution (PM2.5)' })).toHaveAccessibleDescription('Moderate');
    expect(screen.getByRole('checkbox', { name: 'Traffic Density' })).toHaveAccessibleDescription('Low-Mod');
    expect(screen.getByRole('checkbox', { name: 'Industrial Chemicals' })).toHaveAccessibleDescription('Variable');
  });

  it('checks the default layers', () => {
    render(<LayerToggles />);
    expect(screen.getByRole('checkbox', { name: 'Pesticide Exposure' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Air Pollution (PM2.5)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Traffic Density' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Industrial Chemicals' })).not.toBeChecked();
  });

  it('toggles layers in the store', async () => {
    const user = userEvent.setup();
    render(<LayerToggles />);
    await user.click(screen.getByRole('checkbox', { name: 'Traffic Density' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pesticide Exposure' }));
    expect(useAppStore.getState().selectedLayers).toEqual(['airPollution', 'traffic']);
    expect(screen.getByRole('checkbox', { name: 'Traffic Density' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pesticide Exposure' })).not.toBeChecked();
  });

  it('follows store changes made elsewhere', () => {
    render(<LayerToggles />);
    act(() => useAppStore.getState().setLayers([]));
    expect(screen.getByRole('checkbox', { name: 'Pesticide Exposure' })).not.toBeChecked();
  });
});
