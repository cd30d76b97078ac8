import { startShellCarry } from './shellCarry';

// The prerendered page's parts this touches: the search form's hidden fields, the view switch's
// links, and the two copies of the layer list (sidebar, and the phone's list under the map).
const boxes = (copy: string) =>
  ['pesticides', 'airPollution', 'traffic']
    .map((id) => `<input type="checkbox" class="layer-checkbox" data-copy="${copy}" value="${id}" ${id === 'traffic' ? '' : 'checked'}>`)
    .join('');
const SHELL = `
  <form role="search" action="/" method="get"><input name="q">
    <input type="hidden" name="data" disabled><input type="hidden" name="layers" disabled><input type="hidden" name="county" disabled>
  </form>
  <a data-view="demo" href="/" aria-checked="true">Demo scores</a><a data-view="measured" href="/?data=measured" aria-checked="false">Measured data</a>
  <div>${boxes('sidebar')}</div><div>${boxes('phone')}</div>`;

const hidden = () =>
  Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.disabled ? null : i.value]));
const hrefs = () => [...document.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('aria-checked')]);
const checked = (copy: string) =>
  [...document.querySelectorAll<HTMLInputElement>(`[data-copy=${copy}]`)].filter((b) => b.checked).map((b) => b.value);
const box = (copy: string, id: string) => document.querySelector<HTMLInputElement>(`[data-copy=${copy}][value=${id}]`)!;

let stop: (() => void) | undefined;

beforeEach(() => {
  document.body.innerHTML = SHELL;
});

afterEach(() => {
  stop?.();
  window.history.replaceState(null, '', '/');
});

describe('startShellCarry', () => {
  it('leaves the default page as it is', () => {
    stop = startShellCarry();
    expect(hidden()).toEqual({ data: null, layers: null, county: null });
    expect(hrefs()).toEqual([
      ['/', 'true'],
      ['/?data=measured', 'false'],
    ]);
  });

  it("shows the link's view and layers and carries them into the form and the links", () => {
    window.history.replaceState(null, '', '/?data=measured&layers=traffic&county=06019&q=old');
    stop = startShellCarry();
    expect(checked('sidebar')).toEqual(['traffic']);
    expect(checked('phone')).toEqual(['traffic']);
    expect(hidden()).toEqual({ data: 'measured', layers: 'traffic', county: '06019' });
    expect(hrefs()).toEqual([
      ['/?layers=traffic&county=06019', 'false'],
      ['/?layers=traffic&county=06019&data=measured', 'true'],
    ]);
  });

  it('follows a box ticked before the app runs, in both copies, until stopped', () => {
    stop = startShellCarry();
    box('phone', 'traffic').click();
    expect(checked('sidebar')).toEqual(['pesticides', 'airPollution', 'traffic']);
    expect(hidden().layers).toBe('pesticides,airPollution,traffic');
    expect(hrefs()[1]![0]).toBe('/?layers=pesticides,airPollution,traffic&data=measured');
    box('sidebar', 'traffic').click();
    expect(hidden().layers).toBeNull();

    stop();
    box('sidebar', 'pesticides').click();
    expect(checked('phone')).toEqual(['pesticides', 'airPollution']);
    expect(hidden().layers).toBeNull();
  });
});
