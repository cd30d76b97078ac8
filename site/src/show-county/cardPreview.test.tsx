import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CARD_PREVIEW_ID } from '../lib/dom/domIds';
import { captureShellState, resetAppStore, useAppStore } from '../store/appStore';
import { demoView } from '../views/demoView';
import { measuredView } from '../views/measuredView';
import { settled } from '../test/settled';
import { CardPreviewSlot, cardPreviewScript, retireEarlyCard, takeEarlyPress } from './cardPreview';
import { earlyCardPainted, earlyCardShown } from './earlyCardPainted';

const CARD = '<section class="county-card"><h2>Fresno</h2><button>View Details</button><button><svg><path></path></svg>Copy link</button></section>';
/** CARD as the inline script places it: its heading named for Element Timing, whose report tells the page it has painted. */
const PLACED = CARD.replace('<h2>', '<h2 elementtiming="early-card">');

/** A fetch that answers the card's path with CARD, and any other with 404; the paths it was asked for. */
function stubFetch(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    asked.push(input);
    const found = ['card/measured/county/06019.html', 'card/measured/tract/06019001000.html', 'card/measured/site/NC6170022580.html'].includes(input);
    return Promise.resolve(new Response(found ? CARD : 'Not found', { status: found ? 200 : 404 }));
  });
  return asked;
}

/** Runs the page's inline script at the link's address, as the page would, and lets its fetch settle. */
async function runScriptAt(search: string): Promise<void> {
  window.history.replaceState(null, '', `/${search}`);
  new Function(cardPreviewScript())();
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const slot = () => document.getElementById(CARD_PREVIEW_ID);

beforeEach(() => {
  resetAppStore();
  useAppStore.getState().setDataView(measuredView);
  // The page's shell, as the build renders it in the Measured view.
  captureShellState();
  document.body.innerHTML = `<div id="root">${renderToString(<CardPreviewSlot />)}</div>`;
});
afterEach(() => vi.unstubAllGlobals());

describe("the inline script that paints an area link's card built ahead", () => {
  it.each([
    ['a Measured county link', '?data=measured&county=06019'],
    ['a code without its leading zero', '?data=measured&county=6019'],
    ['the view given twice, the last one counting', '?data=demo&data=measured&county=06019'],
    ['a report to compare, which opens over the same card', '?data=measured&county=06019&compare=06037'],
  ])('puts the card in its slot for %s', async (_, search) => {
    const asked = stubFetch();
    await runScriptAt(search);
    expect(asked).toEqual(['card/measured/county/06019.html']);
    expect(slot()?.innerHTML).toBe(PLACED);
    expect(earlyCardShown()).toBe(true);
  });

  it.each([
    ['a census tract link', '?data=measured&tract=06019001000'],
    ['a GEOID without its leading zero', '?data=measured&tract=6019001000'],
  ])('puts the card of a census tract in its slot for %s', async (_, search) => {
    const asked = stubFetch();
    await runScriptAt(search);
    expect(asked).toEqual(['card/measured/tract/06019001000.html']);
    expect(slot()?.innerHTML).toBe(PLACED);
  });

  it.each([
    ['its EPA ID', '?data=measured&site=NC6170022580'],
    ['its EPA ID in small letters, as the app reads it', '?data=measured&site=nc6170022580'],
  ])("puts a Superfund site's card in its slot for a link with %s", async (_, search) => {
    const asked = stubFetch();
    await runScriptAt(search);
    expect(asked).toEqual(['card/measured/site/NC6170022580.html']);
    expect(slot()?.innerHTML).toBe(PLACED);
  });

  it('asks for the county of a link that names a county and a census tract, as the app opens it', async () => {
    const asked = stubFetch();
    await runScriptAt('?data=measured&tract=06019001000&county=06019');
    expect(asked).toEqual(['card/measured/county/06019.html']);
  });

  it.each([
    ['the Demo view, whose scores the page draws', '?county=06019'],
    ['layers of its own, which change the card', '?data=measured&county=06019&layers=pm25'],
    ['no county', '?data=measured'],
    ['a code that is no county id', '?data=measured&county=..%2Fapi%2Fexposures'],
    ['a census tract code of the wrong length', '?data=measured&tract=060190010001'],
    ['a census tract code that is no GEOID', '?data=measured&county=&tract=..%2Fapi%2Fexposures'],
    ["a site in the Demo view, which shows no sites", '?site=NC6170022580'],
    ['a site code that is no EPA ID', '?data=measured&site=..%2Fapi%2Fsites'],
    ['a site code of the wrong length', '?data=measured&site=nc61700225801'],
  ])('asks for nothing for %s', async (_, search) => {
    const asked = stubFetch();
    await runScriptAt(search);
    expect(asked).toEqual([]);
    expect(slot()?.hasChildNodes()).toBe(false);
  });

  it("keeps a press on the card for the app's card of the same county to replay, once", async () => {
    stubFetch();
    await runScriptAt('?data=measured&county=06019');
    expect(takeEarlyPress('06019')).toBeNull();
    slot()?.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyPress('06037')).toBeNull();
    // Kept from the press's start, which React cannot hold back: it is heard on the document.
    const button = slot()?.querySelector('button');
    button?.addEventListener('pointerdown', (event) => event.stopPropagation());
    slot()?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(takeEarlyPress('06019')).toBeNull();
    button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(takeEarlyPress('06019')).toBe(0);
    expect(takeEarlyPress('06019')).toBeNull();
  });

  it('leaves the slot empty for a county the build has no card for', async () => {
    const asked = stubFetch();
    await runScriptAt('?data=measured&county=99999');
    expect(asked).toEqual(['card/measured/county/99999.html']);
    expect(slot()?.hasChildNodes()).toBe(false);
  });

  it("paints nothing more once an app's card has taken the slot, even when the card built ahead comes late", async () => {
    stubFetch();
    retireEarlyCard();
    await runScriptAt('?data=measured&county=06019');
    expect(slot()?.hasChildNodes()).toBe(false);
    expect(earlyCardShown()).toBe(false);
  });

  it("leaves the app's card alone once it has replaced the slot", async () => {
    stubFetch();
    document.body.innerHTML = `<div id="root"><section class="county-card"><h2>Kern</h2></section></div>`;
    await runScriptAt('?data=measured&county=06019');
    expect(document.body.textContent).toBe('Kern');
  });
});

describe('the slot of the card built ahead', () => {
  it('is in the Measured view until its data fails, and in no view whose cards are not built ahead', () => {
    const { container, rerender } = render(<CardPreviewSlot />);
    expect(container.innerHTML).toBe('<div id="card-preview" class="card-preview"></div>');
    act(() => useAppStore.getState().setMeasuredStatus('error'));
    rerender(<CardPreviewSlot />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      useAppStore.getState().setMeasuredStatus('ready');
      useAppStore.getState().setDataView(demoView);
    });
    rerender(<CardPreviewSlot />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('earlyCardPainted', () => {
  it('resolves at once for a link without a card built ahead', async () => {
    stubFetch();
    await runScriptAt('?data=measured');
    expect(await settled(earlyCardPainted())).toBe(true);
  });

  it.each([
    ['the card is in its slot', '?data=measured&county=06019', true],
    ['the build has no card for the code', '?data=measured&county=99999', false],
  ])('waits for the card on its way until %s', async (_, search, placed) => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    window.history.replaceState(null, '', `/${search}`);
    new Function(cardPreviewScript())();
    const painted = earlyCardPainted();
    expect(await settled(painted)).toBe(false);
    answer(new Response(placed ? CARD : 'Not found', { status: placed ? 200 : 404 }));
    expect(await settled(painted)).toBe(true);
    expect(slot()?.hasChildNodes()).toBe(placed);
  });
});

describe('earlyCardPainted, the card placed before the page\'s scripts run', () => {
  it('waits a frame for the card already in its slot', async () => {
    stubFetch();
    await runScriptAt('?data=measured&county=06019');
    expect(document.documentElement.hasAttribute('data-card-coming')).toBe(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let done = false;
    void earlyCardPainted().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    frames.shift()?.(0);
    frames.shift()?.(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(true);
  });
});

describe("earlyCardPainted where the browser reports elements' paint", () => {
  it("waits for the report of the card's heading, and no other", async () => {
    stubFetch();
    await runScriptAt('?data=measured&county=06019');
    let report: (identifiers: string[]) => void = () => {};
    class ReportingObserver {
      static supportedEntryTypes = ['element'];
      constructor(callback: (list: { getEntries: () => { identifier: string }[] }) => void) {
        report = (identifiers) => callback({ getEntries: () => identifiers.map((identifier) => ({ identifier })) });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    let done = false;
    void earlyCardPainted().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    report(['another']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    report(['early-card']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(true);
  });
});

describe('earlyCardPainted, a card that never shows', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-card-coming');
  });

  it.each([
    ['its request stalls', false],
    ['its heading is never reported painted', true],
  ])('lets the app start after 3 s when %s', async (_, answered) => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => (answered ? Promise.resolve(new Response(CARD)) : new Promise<Response>(() => {})));
    class SilentObserver {
      static supportedEntryTypes = ['element'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    window.history.replaceState(null, '', '/?data=measured&county=06019');
    new Function(cardPreviewScript())();
    let done = false;
    void earlyCardPainted().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(slot()?.hasChildNodes()).toBe(answered);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
