import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureShellState, resetAppStore, useAppStore } from '../../store/appStore';
import { ENVIRONMENT_ANSWER, seedEnvironment } from '../../test/fixtures';
import { parseEnvironment } from '../../lib/data/environment';
import { LayerToggles } from './LayerToggles';
import { measuredView } from '../../views/measuredView';
import { parseCompounds } from '../../lib/data/compounds';
import { ALL_PESTICIDES } from '../../lib/figures/pesticideMeasure';

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

  it("gives each layer its unit and years in the Measured view, outside the checkbox name, without the Demo's impact labels", () => {
    useAppStore.getState().setDataView(measuredView);
    const { container } = render(<LayerToggles />);
    expect(screen.getByRole('checkbox', { name: 'Air Pollution (PM2.5)' })).toHaveAccessibleDescription('µg/m³, 2014-2018');
    expect(screen.getByRole('checkbox', { name: 'Pesticide Exposure' })).toHaveAccessibleDescription('estimated kg/km² per year, 2017');
    expect(container.querySelectorAll('.impact-badge')).toHaveLength(0);
    expect(screen.queryByText('High Impact')).toBeNull();
  });

  it("gives the pesticide layer the chosen compound's unit and years, and back the modelled estimate's, with its top tenth's people", () => {
    const [pesticideLayer, ...others] = ENVIRONMENT_ANSWER.factors;
    const topTenth = { sentence: '19.2 million people live in the 10% of counties with the highest Pesticide Exposure figures.' };
    useAppStore.getState().setEnvironment(parseEnvironment({ ...ENVIRONMENT_ANSWER, factors: [{ ...pesticideLayer!, measured: { ...pesticideLayer!.measured, topTenth } }, ...others] }));
    useAppStore.getState().setDataView(measuredView);
    render(<LayerToggles />);
    expect(screen.getByText(topTenth.sentence)).toBeInTheDocument();
    act(() => {
      useAppStore.getState().setPesticideMeasure('paraquat');
      useAppStore.getState().setCompounds(
        parseCompounds({ densityUnit: 'kg/km² of land per year', source: { years: '2012' }, measures: [{ id: 'linked', name: 'linked' }, { id: 'paraquat', name: 'paraquat' }], counties: {} }),
      );
    });
    const pesticides = screen.getByRole('checkbox', { name: 'Pesticide Exposure' });
    expect(pesticides).toHaveAccessibleDescription('USGS low-high estimate, kg/km² of land per year, 2012');
    // The people counted are those of the modelled figure's top tenth of counties, not the compound's.
    expect(screen.queryByText(topTenth.sentence)).toBeNull();
    act(() => useAppStore.getState().setPesticideMeasure(ALL_PESTICIDES));
    expect(pesticides).toHaveAccessibleDescription('estimated kg/km² per year, 2017');
    expect(screen.getByText(topTenth.sentence)).toBeInTheDocument();
  });
});

describe('LayerToggles before the app runs', () => {
  it('keeps the boxes a visitor ticked or cleared on the prerendered page when it hydrates', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    // The shell is prerendered and hydrated with the layer table, as the build and the boot do.
    captureShellState();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LayerToggles />);
    document.body.append(container);
    // Clicked before the scripts ran: no React handler is there yet.
    screen.getByRole('checkbox', { name: 'Traffic Density' }).click();
    screen.getByRole('checkbox', { name: 'Pesticide Exposure' }).click();

    const root = await act(async () => hydrateRoot(container, <LayerToggles />));
    expect(useAppStore.getState().selectedLayers).toEqual(['airPollution', 'traffic']);
    expect(screen.getByRole('checkbox', { name: 'Traffic Density' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pesticide Exposure' })).not.toBeChecked();
    act(() => root.unmount());
    container.remove();
  });
});
