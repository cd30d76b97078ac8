import { MOBILE_QUERY } from '../../lib/dom/breakpoints';
import { SIDEBAR_ID } from '../../lib/dom/domIds';
import { cardParameters } from '../../lib/data/cardLink';
import { cardLinkScript, keepDrawerShutForCardLink } from './drawerForCardLink';

const phone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === MOBILE_QUERY, media: query }) as MediaQueryList);

beforeEach(() => {
  document.documentElement.removeAttribute('data-card-link');
  document.body.innerHTML = `<aside id="${SIDEBAR_ID}" data-open="true"></aside>`;
});
afterEach(() => vi.unstubAllGlobals());

const drawer = () => document.getElementById(SIDEBAR_ID)?.getAttribute('data-open');
const marked = () => document.documentElement.hasAttribute('data-card-link');

/** Runs the inline script as the page would, at the link's address (the script reads location.search). */
function runScriptAt(search: string): void {
  window.history.replaceState(null, '', `/${search}`);
  new Function(cardLinkScript())();
}

describe("the inline script and the first module's handover", () => {
  it("marks the page for a link to any geography's area or to a site, and only then", () => {
    expect(cardParameters()).toContain('site');
    for (const parameter of cardParameters()) {
      document.documentElement.removeAttribute('data-card-link');
      runScriptAt(`?data=measured&${parameter}=06019001000`);
      expect(marked(), parameter).toBe(true);
    }
    document.documentElement.removeAttribute('data-card-link');
    runScriptAt('?data=measured&county=');
    expect(marked()).toBe(false);
  });

  it("shuts a phone's drawer and takes the mark away", () => {
    phone(true);
    runScriptAt('?county=06019');
    keepDrawerShutForCardLink();
    expect([drawer(), marked()]).toEqual(['false', false]);
  });

  it('leaves the drawer of a wide screen, and of an unmarked page, as it is', () => {
    phone(false);
    runScriptAt('?county=06019');
    keepDrawerShutForCardLink();
    expect([drawer(), marked()]).toEqual(['true', false]);
    phone(true);
    runScriptAt('?layers=traffic');
    keepDrawerShutForCardLink();
    expect(drawer()).toBe('true');
  });
});
