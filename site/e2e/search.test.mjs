// County search from the desktop search box and the phone prompt.
import assert from 'node:assert/strict';
import { animationsDone, countyCard, desktopSearch, expectToast, screenshot, settledZoom, useApp, visibleToasts } from './support/harness.mjs';

const app = useApp();

app.test('desktop search finds Los Angeles case-insensitively', async ({ page }) => {
  await desktopSearch(page, '  los angeles ');
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Los Angeles.');
  const card = countyCard(page, 'Los Angeles');
  await card.waitFor();
  await card.getByText('California', { exact: true }).waitFor();
  await settledZoom(page, { expect: 8 });
});

app.test("state code FL: the specification's rule in the Demo view; Florida shown whole in the Measured one", async ({ page, url }) => {
  // The Demo view answers as the specification says: Florida's name holds the text.
  await desktopSearch(page, 'FL');
  await expectToast(page, 'County Found', 'Found 67 matching counties. Viewing Alachua.');
  await countyCard(page, 'Alachua').waitFor();
  await page.goto(url + '/?data=measured');
  await desktopSearch(page, 'FL');
  await expectToast(page, 'State Found', 'Showing Florida and its 67 counties. Choose one to see its figures.');
  const options = page.getByRole('listbox', { name: 'Suggested counties' }).getByRole('option');
  await options.first().waitFor();
  assert.equal(await options.count(), 67);
  assert.equal(await options.first().innerText(), 'Alachua, Florida');
  assert.equal(await page.locator('section.county-card').count(), 0, 'no county card opened');
});

app.test('no match shows the No Results toast', async ({ page }) => {
  await desktopSearch(page, 'zzz');
  await expectToast(page, 'No Results', 'No counties found matching "zzz". Try searching for a county name or state.');
  assert.equal(await page.getByRole('progressbar').count(), 0, 'no detail card opened');
});

app.test('blank search does nothing', async ({ page }) => {
  await desktopSearch(page, '   ');
  // Give a (wrong) toast time to show before asserting there is none; bounded and short.
  await page.waitForTimeout(500);
  assert.equal(await visibleToasts(page).count(), 0);
});

app.test('only one toast is visible at a time', async ({ page }) => {
  await desktopSearch(page, 'zzz');
  await expectToast(page, 'No Results');
  await desktopSearch(page, 'Orange');
  await expectToast(page, 'County Found');
  await desktopSearch(page, 'yyy');
  await expectToast(page, 'No Results', 'No counties found matching "yyy". Try searching for a county name or state.');
  assert.equal(await visibleToasts(page).count(), 1);
  await screenshot(page, 'desktop-toast');
});

app.test('phone search prompts for a county', { viewport: 'phone' }, async ({ page }) => {
  const prompts = [];
  page.on('dialog', async (dialog) => {
    prompts.push([dialog.type(), dialog.message()]);
    await dialog.accept('Miami');
  });
  // The drawer starts open on phones; the header buttons stay reachable above it.
  await page.getByRole('button', { name: 'Search counties' }).click();
  const card = countyCard(page, 'Miami-Dade');
  await card.waitFor();
  assert.deepEqual(prompts, [['prompt', 'Search for a county:']]);
  // The specification's toast: a county's name holds the text (issue 34).
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Miami-Dade.');
  await screenshot(page, 'phone-card-open');
});

app.test('phone prompt cancelled or blank does nothing', { viewport: 'phone' }, async ({ page }) => {
  let answer = null;
  page.on('dialog', (dialog) => (answer === null ? dialog.dismiss() : dialog.accept(answer)));
  await page.getByRole('button', { name: 'Search counties' }).click();
  answer = '  ';
  await page.getByRole('button', { name: 'Search counties' }).click();
  await page.waitForTimeout(500);
  assert.equal(await visibleToasts(page).count(), 0);
});

/**
 * Swipes the toast right by distance px with a finger (a mouse drag would select its text, which
 * sonner leaves alone): a move every 30 ms, held before lifting, too slow to count as a flick.
 */
async function slowSwipeRight(page, toast, distance) {
  // Not while the toast still slides in, or the finger may land beside it.
  await animationsDone(page);
  const box = await toast.boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, dx) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: x + dx, y }] });
  await touch('touchStart', 0);
  for (let step = 1; step <= 10; step++) {
    await touch('touchMove', (distance * step) / 10);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(400);
  await touch('touchEnd');
  await cdp.detach();
}

// Sonner's own distance (README, "Choices where the specification is silent") lies between the two.
app.test('a toast is dismissed by a swipe right, not by a short one', { viewport: 'phone' }, async ({ page }) => {
  page.on('dialog', (dialog) => dialog.accept('zzz'));
  await page.getByRole('button', { name: 'Search counties' }).click();
  const toast = await expectToast(page, 'No Results');
  await slowSwipeRight(page, toast, 20);
  // A swipe short of the threshold springs back. A dismissed toast would be gone by now: sonner's
  // swipe-out takes 200 ms and the removal 200 ms more.
  await page.waitForTimeout(800);
  assert.deepEqual(
    await page.locator('[data-sonner-toast]').evaluateAll((toasts) => toasts.map((t) => t.dataset.removed)),
    ['false'],
    'a 20 px swipe leaves the toast',
  );
  await slowSwipeRight(page, toast, 70);
  // Sonner's swipe-out takes 200 ms, well inside the toast's 5 s.
  await toast.waitFor({ state: 'detached', timeout: 1_500 });
});
