import { useAppStore } from '../../../store/appStore';
import { toastMock } from '../../../test/mockToast';
import { demoView } from '../../../views/demoView';
import { measuredView } from '../../../views/measuredView';
import { searchingGeneratedFiles } from '../testing/generatedApi';
import { MAX_SUGGESTIONS, showChosen, suggestionsFor } from './suggestions';
import { selectSelectedCountyId, selectSelectedTract } from '../../../store/selectors';
import { zipTractSuggestions } from './suggestion';

vi.mock('../../../toasts/toast', () => ({ toast: toastMock }));

searchingGeneratedFiles(measuredView);

const labels = async (text: string) => (await suggestionsFor(text)).map((s) => s.label);

describe('suggestionsFor', () => {
  it('lists the readings in the order a search takes them, each with its county and state', async () => {
    expect(await labels('Springfield')).toEqual([
      'Springfield, MO · Greene County',
      'Springfield, MA · Hampden County',
      'Springfield, IL · Sangamon County',
      'Springfield, OR · Lane County',
      'Springfield, OH · Clark County',
      'Springfield, VA · Fairfax County',
      'Springfield, TN · Robertson County',
      'Springfield, FL · Bay County',
    ]);
    expect((await labels('Houston, TX')).slice(0, 2)).toEqual(['Houston, TX · Harris County', 'Houston, Texas']);
    expect((await labels('Brooklyn')).slice(0, 2)).toEqual(['Brooklyn, NY · Kings County', 'Brooklyn, OH · Cuyahoga County']);
    expect((await labels('Los Angles')).slice(0, 2)).toEqual(['Los Angeles, California', 'Los Angeles, CA · Los Angeles County']);
  });

  it('lists at most eight, and none for blank text', async () => {
    expect(await labels('San')).toHaveLength(MAX_SUGGESTIONS);
    expect(await labels('  ')).toEqual([]);
  });

  it("lists a ZIP's counties and the county of the same code", async () => {
    expect(await labels('10001')).toEqual(['ZIP 10001 · New York, NY', 'County code 10001 · Kent, DE']);
    expect(await labels('90265')).toEqual(['ZIP 90265 · Los Angeles, CA', 'ZIP 90265 · Ventura, CA']);
    expect((await labels('1600 Pennsylvania Ave NW, Washington, DC 20500'))[0]).toBe('Washington, DC · District of Columbia');
  });

  it("lists a state's counties", async () => {
    const list = await labels('Nueva York');
    expect(list).toHaveLength(MAX_SUGGESTIONS);
    expect(list[0]).toBe('Albany, New York');
  });

  it('names below a California place the census tract holding its point, in the Measured view only', async () => {
    const fresno = (await suggestionsFor('Fresno, CA')).find((s) => s.reading?.kind === 'place');
    expect([fresno?.label, fresno?.detail, fresno?.tract]).toEqual(['Fresno, CA · Fresno County', 'Census tract 49.01, Fresno County, CA', '06019004901']);
    expect((await suggestionsFor('Fresno, CA')).find((s) => s.reading?.kind === 'county')?.detail).toBeNull();
    expect((await suggestionsFor('Springfield, IL'))[0]?.detail).toBeNull();
    useAppStore.getState().setDataView(demoView);
    const inDemo = (await suggestionsFor('Fresno, CA')).find((s) => s.reading?.kind === 'place');
    expect([inDemo?.detail, inDemo?.tract]).toEqual([null, null]);
  });

  it("lists the specification's matches first in the Demo view", async () => {
    useAppStore.getState().setDataView(demoView);
    expect((await labels('Miami')).slice(0, 2)).toEqual(['Miami-Dade, Florida', 'Miami, FL · Miami-Dade County']);
    expect((await labels('Charlotte'))[0]).toBe('Charlotte, Florida');
  });
});

describe('showChosen', () => {
  it("shows a chosen place's county and names the place in the box", async () => {
    const [springfield] = (await suggestionsFor('Springfield, IL')).filter((s) => s.reading?.kind === 'place');
    expect((await showChosen('Springfield, IL', springfield!)).text).toBe('Springfield, IL');
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('17167');
    expect(toastMock).toHaveBeenLastCalledWith('Place Found', { description: 'Springfield, IL is in Sangamon County. Viewing Sangamon.', action: undefined });
  });

  it("opens a chosen California place's census tract, and a ZIP's tract listed by a search", async () => {
    const clovis = (await suggestionsFor('Clovis, CA')).find((s) => s.reading?.kind === 'place');
    expect((await showChosen('Clovis, CA', clovis!)).text).toBe('Clovis, CA');
    expect(selectSelectedTract(useAppStore.getState())).toBe('06019005702');
    const [downtown] = zipTractSuggestions([{ id: '06019000600', name: '6', zip: '93721', places: ['Fresno'], pop: 1, v: [], p: [], s: null }]);
    expect(downtown).toMatchObject({ label: 'Fresno', detail: 'Census tract 6, Fresno County, CA' });
    expect((await showChosen('93721', downtown!)).text).toBe('Census tract 6, Fresno County, CA');
    expect(selectSelectedTract(useAppStore.getState())).toBe('06019000600');
  });

  it("shows a chosen ZIP's county as a search for the ZIP does: its one census tract opened, or its several listed", async () => {
    const [fresno] = await suggestionsFor('93721');
    expect(fresno?.label).toMatch(/^ZIP 93721/);
    const chosen = await showChosen('93721', fresno!);
    expect(chosen.text).toBe('93721');
    expect(chosen.listed.map((s) => s.tract)).toEqual(['06019000100', '06019000400', '06019000501', '06019000600']);
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06019');
    const [kerman] = await suggestionsFor('93625');
    expect(await showChosen('93625', kerman!)).toEqual({ text: '93625', listed: [] });
    expect(selectSelectedTract(useAppStore.getState())).toBe('06019001600');
    // Malibu's ZIP in Ventura County, where CalEnviroScreen gives it no tract: the county is shown.
    const ventura = (await suggestionsFor('90265')).find((s) => s.label.includes('Ventura'));
    expect(await showChosen('90265', ventura!)).toEqual({ text: '90265', listed: [] });
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06111');
  });

  it('shows a chosen county as a search would', async () => {
    const [orange] = await suggestionsFor('Orange');
    expect((await showChosen('Orange', orange!)).text).toBe('Orange, California');
    expect(selectSelectedCountyId(useAppStore.getState())).toBe('06059');
    expect(toastMock).toHaveBeenLastCalledWith('County Found', { description: 'Found 1 matching county. Viewing Orange County, CA.', action: undefined });
  });

  it('offers the Measured view for a chosen place the Demo view does not show', async () => {
    useAppStore.getState().setDataView(demoView);
    const [houston] = await suggestionsFor('Houston, TX');
    await showChosen('Houston, TX', houston!);
    expect(toastMock.mock.calls.at(-1)?.[0]).toBe('Outside This View');
  });
});
