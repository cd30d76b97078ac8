import { countyArea, tractArea } from '../lib/data/area';
import { resetAppStore, useAppStore } from '../store/appStore';
import { selectVisitorPoint } from '../store/selectors';
import { viewById } from '../views/views';
import { measureFrom, showCounty, showTract } from './showCounty';

const FRESNO = { lat: 36.783, lon: -119.793 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('measureFrom', () => {
  beforeEach(() => {
    resetAppStore();
    useAppStore.getState().setDataView(viewById('measured'));
  });

  it("gives the area shown for a searched place the place's point, once it arrives", async () => {
    const area = showTract('06019004901');
    expect(area).toEqual(tractArea('06019004901'));
    measureFrom(area, Promise.resolve(FRESNO), 'Fresno, CA');
    expect(selectVisitorPoint(useAppStore.getState())).toBeNull();
    await settle();
    expect(selectVisitorPoint(useAppStore.getState())).toEqual({ ...FRESNO, place: 'Fresno, CA', area });
  });

  it('keeps a point only for its area, and only in a view with the Superfund sites', () => {
    measureFrom(showCounty('06019'), FRESNO, null);
    return settle().then(() => {
      expect(selectVisitorPoint(useAppStore.getState())).toMatchObject({ place: null, area: countyArea('06019') });
      useAppStore.getState().selectCounty('06037');
      expect(selectVisitorPoint(useAppStore.getState())).toBeNull();
      useAppStore.getState().selectCounty('06019');
      expect(selectVisitorPoint(useAppStore.getState())).not.toBeNull();
      useAppStore.getState().setDataView(viewById('demo'));
      expect(selectVisitorPoint(useAppStore.getState())).toBeNull();
    });
  });

  it('drops a point that arrives after another area was shown, and the last point when one is shown', async () => {
    measureFrom(showCounty('06019'), FRESNO, null);
    await settle();
    let arrive: (point: typeof FRESNO) => void = () => {};
    measureFrom(showCounty('06037'), new Promise((resolve) => (arrive = resolve)), 'Los Angeles, CA');
    expect(useAppStore.getState().visitorPoint).toBeNull();
    showCounty('06037');
    arrive({ lat: 34.019, lon: -118.411 });
    await settle();
    expect(useAppStore.getState().visitorPoint).toBeNull();
  });

  it('gives none for a place without a point, or a failed fetch', async () => {
    measureFrom(showCounty('06019'), Promise.resolve(null), 'Fresno, CA');
    measureFrom(showCounty('06019'), Promise.reject(new Error('503')), 'Fresno, CA');
    await settle();
    expect(useAppStore.getState().visitorPoint).toBeNull();
  });
});
