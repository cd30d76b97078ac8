import { MOBILE_QUERY } from '../../lib/dom/breakpoints';
import { SIDEBAR_ID } from '../../lib/dom/domIds';
import { shutDrawerForCardLink } from './shutDrawerForCardLink';

const phone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === MOBILE_QUERY, media: query }) as MediaQueryList);

beforeEach(() => {
  document.body.innerHTML = `<aside id="${SIDEBAR_ID}" data-open="true"></aside>`;
});
afterEach(() => vi.unstubAllGlobals());

const drawer = () => document.getElementById(SIDEBAR_ID)?.getAttribute('data-open');

describe('shutDrawerForCardLink', () => {
  it("shuts the drawer on a phone for a county's link and a census tract's", () => {
    phone(true);
    shutDrawerForCardLink('?data=measured&county=06019');
    expect(drawer()).toBe('false');
    document.getElementById(SIDEBAR_ID)?.setAttribute('data-open', 'true');
    shutDrawerForCardLink('?data=measured&tract=06019001000');
    expect(drawer()).toBe('false');
  });

  it('leaves it open for a link without a county, and on a wide screen', () => {
    phone(true);
    shutDrawerForCardLink('?data=measured&county=');
    expect(drawer()).toBe('true');
    phone(false);
    shutDrawerForCardLink('?county=06019');
    expect(drawer()).toBe('true');
  });
});
