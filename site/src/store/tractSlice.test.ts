import { resetAppStore, useAppStore } from './appStore';

describe('tract selection', () => {
  beforeEach(resetAppStore);

  it('opens a tract’s card in place of the county’s and its report', () => {
    useAppStore.getState().selectCounty('06019');
    useAppStore.getState().openReport();
    useAppStore.getState().selectTract('06019001000');
    const { selectedTract, selectedCountyId, reportOpen } = useAppStore.getState();
    expect({ selectedTract, selectedCountyId, reportOpen }).toEqual({ selectedTract: '06019001000', selectedCountyId: null, reportOpen: false });
    useAppStore.getState().clearTract();
    expect(useAppStore.getState().selectedTract).toBeNull();
  });

  it('asks the map for a county’s tracts again each time, closing its card', () => {
    useAppStore.getState().selectCounty('06019');
    useAppStore.getState().showCountyTracts('06019');
    useAppStore.getState().showCountyTracts('06019');
    expect(useAppStore.getState().tractsRequest).toEqual({ county: '06019', seq: 2 });
    expect(useAppStore.getState().selectedCountyId).toBeNull();
  });
});
