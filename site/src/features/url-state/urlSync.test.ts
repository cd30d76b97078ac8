import { act, renderHook } from '@testing-library/react';
import { sampleCounties, sampleMeasuredCounties, seedEnvironment } from '../../test/fixtures';
import { resetAppStore, useAppStore } from '../../store/appStore';
import { useUrlSync } from './useUrlSync';

const setUrl = (search: string) => window.history.replaceState(null, '', `/${search}`);

beforeEach(() => {
  resetAppStore();
  seedEnvironment();
  setUrl('');
});

describe('useUrlSync', () => {
  it('applies layers at once and a linked county once counties load', () => {
    setUrl('?layers=traffic,bogus&county=06037');
    renderHook(useUrlSync);
    expect(useAppStore.getState().selectedLayers).toEqual(['traffic']);
    expect(useAppStore.getState().selectedCountyId).toBeNull();

    act(() => useAppStore.getState().setCounties(sampleCounties()));
    expect(useAppStore.getState().selectedCountyId).toBe('06037');
    expect(useAppStore.getState().focusRequest?.key).toBe('06037');
  });

  it('ignores an unknown county', () => {
    setUrl('?county=99999');
    renderHook(useUrlSync);
    act(() => useAppStore.getState().setCounties(sampleCounties()));
    expect(useAppStore.getState().selectedCountyId).toBeNull();
  });

  it('pushes user changes into the URL', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    renderHook(useUrlSync);
    const before = window.history.length;
    act(() => useAppStore.getState().toggleLayer('industrial', true));
    act(() => useAppStore.getState().selectCounty('12095'));
    expect(window.location.search).toBe('?layers=pesticides,airPollution,industrial&county=12095');
    expect(window.history.length).toBe(before + 2);
    act(() => useAppStore.getState().clearSelection());
    expect(window.location.search).toBe('?layers=pesticides,airPollution,industrial');
  });

  it('restores the state on popstate', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    renderHook(useUrlSync);
    act(() => {
      setUrl('?layers=&county=06059');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(useAppStore.getState().selectedLayers).toEqual([]);
    expect(useAppStore.getState().selectedCountyId).toBe('06059');
    expect(window.location.search).toBe('?layers=&county=06059');
  });

  it('opens a Measured link on its county once the measured counties arrive', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    setUrl('?data=measured&county=06019');
    renderHook(useUrlSync);
    expect(useAppStore.getState().dataView).toBe('measured');
    expect(useAppStore.getState().selectedCountyId).toBeNull();
    act(() => useAppStore.getState().setMeasuredCounties(sampleMeasuredCounties()));
    expect(useAppStore.getState().focusRequest?.key).toBe('06019');
    expect(window.location.search).toBe('?data=measured&county=06019');
  });

  it('puts the view in the URL and restores it on back', () => {
    useAppStore.getState().setCounties(sampleCounties());
    useAppStore.getState().setCountiesStatus('ready');
    renderHook(useUrlSync);
    act(() => useAppStore.getState().setDataView('measured'));
    expect(window.location.search).toBe('?data=measured');
    act(() => {
      setUrl('');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(useAppStore.getState().dataView).toBe('demo');
  });
});
