import { resetAppStore, useAppStore } from './appStore';
import { selectSelectedCountyId, selectSelectedTract } from './selectors';

describe('tract selection', () => {
  beforeEach(resetAppStore);

  it('opens a tract’s card in place of the county’s and its report, and a county in place of the tract', () => {
    useAppStore.getState().selectCounty('06019');
    useAppStore.getState().openReport();
    useAppStore.getState().selectTract('06019001000');
    const state = useAppStore.getState();
    expect({ tract: selectSelectedTract(state), county: selectSelectedCountyId(state), reportOpen: state.reportOpen }).toEqual({
      tract: '06019001000',
      county: null,
      reportOpen: false,
    });
    expect(state.selectedArea).toEqual({ geography: 'tract', id: '06019001000' });
    useAppStore.getState().selectCounty('06037');
    expect(selectSelectedTract(useAppStore.getState())).toBeNull();
    useAppStore.getState().selectTract('06019001000');
    useAppStore.getState().clearSelection();
    expect(selectSelectedTract(useAppStore.getState())).toBeNull();
  });

  it('opens a linked tract’s card and asks the map for the tract among its county’s tracts', () => {
    useAppStore.getState().focusTract('06019001000');
    expect(selectSelectedTract(useAppStore.getState())).toBe('06019001000');
    expect(useAppStore.getState().tractsRequest).toEqual({ county: '06019', tract: '06019001000', seq: 1 });
  });

  it('asks the map for a county’s tracts again each time, closing its card', () => {
    useAppStore.getState().selectCounty('06019');
    useAppStore.getState().showCountyTracts('06019');
    useAppStore.getState().showCountyTracts('06019');
    expect(useAppStore.getState().tractsRequest).toEqual({ county: '06019', tract: null, seq: 2 });
    expect(selectSelectedCountyId(useAppStore.getState())).toBeNull();
  });
});
