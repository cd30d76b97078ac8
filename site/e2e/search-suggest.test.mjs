// The search box's suggestions (an ARIA combobox) and the forgiving county search, on desktop and phone.
import assert from 'node:assert/strict';
import { countyCard, desktopSearch, expectToast, screenshot, useApp } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';

const app = useApp();

const searchBox = (page) => page.getByRole('combobox', { name: 'Search counties' });
const suggestions = (page) => page.getByRole('listbox', { name: 'Suggested counties' });
const optionNames = (page) => suggestions(page).getByRole('option').allInnerTexts();

/** The text of the option the combobox points at with aria-activedescendant, or null. */
function activeOption(page) {
  return searchBox(page).evaluate((box) => {
    const id = box.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent ?? `missing #${id}` : null;
  });
}

/** Tabs from the top of the page until the search box has focus: no mouse. */
async function tabToSearch(page) {
  await page.locator('body').focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await searchBox(page).evaluate((box) => box === document.activeElement)) return;
  }
  assert.fail('Tab never reached the search box');
}

app.test('suggestions by keyboard alone: type, arrows, Enter', async ({ page }) => {
  await tabToSearch(page);
  await page.keyboard.type('orange');
  await suggestions(page).waitFor();
  assert.equal(await searchBox(page).getAttribute('aria-expanded'), 'true');
  // The two counties first; the places named Orange (issue 25) after them, once their piece is in.
  await page.getByRole('option', { name: 'Orange, CA · Orange County' }).waitFor();
  assert.deepEqual((await optionNames(page)).slice(0, 2), ['Orange, California', 'Orange, Florida']);
  await page.getByRole('status').filter({ hasText: '8 suggestions' }).waitFor({ state: 'attached' });
  assert.equal(await activeOption(page), null, 'no option is active before an arrow key');

  await page.keyboard.press('ArrowDown');
  assert.equal(await activeOption(page), 'Orange, California');
  await page.keyboard.press('ArrowDown');
  assert.equal(await activeOption(page), 'Orange, Florida');
  assert.equal(await page.getByRole('option', { name: 'Orange, Florida' }).getAttribute('aria-selected'), 'true');
  await screenshot(page, 'desktop-search-suggestions');
  await page.keyboard.press('Enter');

  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Orange.');
  const card = countyCard(page, 'Orange');
  await card.waitFor();
  await card.getByText('Florida', { exact: true }).waitFor();
  assert.equal(await searchBox(page).inputValue(), 'Orange, Florida');
  assert.equal(await searchBox(page).getAttribute('aria-expanded'), 'false');
  await suggestions(page).waitFor({ state: 'hidden' });
});

app.test('Escape closes the list, a second Escape clears the box', async ({ page }) => {
  await tabToSearch(page);
  await page.keyboard.type('los');
  // The list of "los" itself, not an earlier letter's still on its way out.
  await suggestions(page).getByRole('option').filter({ hasText: 'Los Angeles' }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await suggestions(page).waitFor({ state: 'hidden' });
  assert.equal(await searchBox(page).inputValue(), 'los');
  assert.equal(await activeOption(page), null);
  await page.keyboard.press('ArrowDown');
  assert.equal(await activeOption(page), 'Los Angeles, California', 'ArrowDown reopens the list');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  assert.equal(await searchBox(page).inputValue(), '');
  assert.equal(await page.getByRole('region', { name: 'Los Angeles', exact: true }).count(), 0, 'nothing was chosen');
});

app.test('Orange offers both Orange counties; a click picks one', async ({ page }) => {
  await searchBox(page).fill('Orange');
  await suggestions(page).waitFor();
  await page.getByRole('option', { name: 'Orange, CA · Orange County' }).waitFor();
  assert.deepEqual((await optionNames(page)).slice(0, 2), ['Orange, California', 'Orange, Florida']);
  await page.getByRole('option', { name: 'Orange, California' }).click();
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Orange.');
  await countyCard(page, 'Orange').getByText('California', { exact: true }).waitFor();
});

// Every example of issue 16 that is in the Demo view (California and Florida), searched with Enter.
const EXAMPLES = [
  ['Los Angeles County', 'Los Angeles', 'California', 1],
  ['Los Angeles, CA', 'Los Angeles', 'California', 1],
  ['los angeles, california', 'Los Angeles', 'California', 1],
  ['miami dade', 'Miami-Dade', 'Florida', 1],
  ['st johns', 'St. Johns', 'Florida', 1],
  // A bare 06037 is a ZIP (Berlin, CT); the prefix makes it a county code.
  ['fips:06037', 'Los Angeles', 'California', 1],
  ['Orange', 'Orange', 'California', 2],
];

// A county of the Demo view whose name holds the text is the answer there, as the specification
// says, before any place (issue 34): Washington County, Florida, not Washington CDP, California.
app.test('"Washington" opens Washington County, Florida, by the specification\'s rule', async ({ page }) => {
  await desktopSearch(page, 'Washington');
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Washington.');
  await countyCard(page, 'Washington').getByText('Florida', { exact: true }).waitFor();
});

for (const [query, name, state, count] of EXAMPLES) {
  app.test(`"${query}" opens ${name}, ${state}`, async ({ page }) => {
    await desktopSearch(page, query);
    const noun = count === 1 ? 'county' : 'counties';
    await expectToast(page, 'County Found', `Found ${count} matching ${noun}. Viewing ${name}.`);
    await countyCard(page, name).getByText(state, { exact: true }).waitFor();
  });
}

app.test('dona ana is outside the Demo view: the offer of the Measured view', async ({ page }) => {
  await desktopSearch(page, 'dona ana');
  await expectToast(page, 'Outside This View', 'Doña Ana, NM is a county that the Demo view does not show. Measured data covers every US county.');
});

app.test('the phone prompt matches as forgivingly', { viewport: 'phone' }, async ({ page }) => {
  page.on('dialog', (dialog) => dialog.accept('Miami-Dade County, FL'));
  await page.getByRole('button', { name: 'Search counties' }).click();
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Miami-Dade.');
  await countyCard(page, 'Miami-Dade').waitFor();
});

app.test('axe finds no violations with the list open and an option active', AXE_SCAN, async ({ page }) => {
  await tabToSearch(page);
  await page.keyboard.type('san');
  await suggestions(page).waitFor();
  await page.keyboard.press('ArrowDown');
  assert.equal((await optionNames(page)).length, 8, 'at most 8 suggestions');
  await expectNoViolations(page, 'the suggestion list with an option active');
});

/**
 * Types text key by key and returns, per keystroke, the ms from the keydown to the end of the input
 * event's dispatch. React renders and commits the update of a discrete event in a microtask that
 * runs before the event reaches window, so this spans the handler, the ranking and the render.
 */
async function keystrokeTimes(page, text) {
  await page.evaluate(() => {
    window.__keystrokes = [];
    window.addEventListener('keydown', () => (window.__keydownAt = performance.now()), true);
    window.addEventListener('input', () => window.__keystrokes.push(performance.now() - window.__keydownAt));
  });
  await searchBox(page).focus();
  for (const key of text) {
    await page.keyboard.type(key);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  return page.evaluate(() => window.__keystrokes);
}

app.test('with every county (Measured view): all Orange counties, and dona ana', { path: '/?data=measured' }, async ({ page }) => {
  const times = await keystrokeTimes(page, 'washington');
  const first = times[0];
  times.sort((a, b) => a - b);
  console.log(`keydown to updated list, every county: median ${times[times.length >> 1]?.toFixed(2)} ms of ${times.length} keys, the first ${first?.toFixed(2)} ms`);
  await searchBox(page).fill('orange');
  await suggestions(page).waitFor();
  // Counties and places in one list, each by its own people among equal matches (issues 25, 34).
  await page.getByRole('option', { name: 'Orange, CA · Orange County' }).waitFor();
  assert.deepEqual(await optionNames(page), [
    'Orange, California',
    'Orange, Florida',
    'Orange, New York',
    'Orange, North Carolina',
    // A California place names below it the census tract holding its point (issue 37).
    'Orange, CA · Orange County\nCensus tract 760, Orange County, CA',
    'Orange, Texas',
    'Orange, Virginia',
    'Orange, Vermont',
  ]);
  await desktopSearch(page, 'dona ana');
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Doña Ana County, NM.');
  await countyCard(page, 'Doña Ana').getByText('New Mexico', { exact: true }).waitFor();
});
