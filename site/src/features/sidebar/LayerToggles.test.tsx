import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { seedEnvironment } from '../../test/fixtures';
import { LayerToggles } from './LayerToggles';

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
});

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

  it('gives each layer its unit and years in the Measured view, outside the checkbox name', () => {
    useAppStore.getState().setDataView('measured');
    render(<LayerToggles />);
    expect(screen.getByRole('checkbox', { name: 'Air Pollution (PM2.5)' })).toHaveAccessibleDescription('Moderate µg/m³, 2014-2018');
    expect(screen.getByRole('checkbox', { name: 'Pesticide Exposure' })).toHaveAccessibleDescription('High Impact estimated kg/km² per year, 2017');
  });
});
