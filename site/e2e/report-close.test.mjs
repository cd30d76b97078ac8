// A county report closes however it was opened (issue 35): a shared compare link in a fresh tab
// closes with the report's × and, separately, with Escape, leaving the card and a link without the
// second county; after a compare picked in the report (Enter takes the first suggestion), Escape
// closes the report only. Both languages, desktop and phone.
import assert from 'node:assert/strict';
import { countyCard, openPage, useApp } from './support/harness.mjs';
import { spanishText } from './support/leftovers.mjs';

const app = useApp();

const LANGUAGES = {
  en: { home: '/', close: 'Close report', title: /^Fresno County, CA and Los Angeles County, CA: / },
  es: { home: '/es/', close: spanishText('report.close'), title: /^Condado de Fresno, CA y Condado de Los Angeles, CA: / },
};
const LINK = '?data=measured&county=06019&compare=06037';

/** Opens the shared compare link as the first page of a new tab and waits for both counties' report. */
async function openSharedLink(page, url, language) {
  await page.goto(`${url}${language.home}${LINK}`);
  const report = page.getByRole('dialog', { name: language.title });
  await report.waitFor({ timeout: 15_000 });
  return report;
}

async function expectClosedOnCard(page, report, language) {
  await report.waitFor({ state: 'hidden' });
  // The history settles on the link without the second county (the entry beneath the report's own,
  // which going back to would otherwise open the report again), and the report stays closed.
  await page.waitForURL((address) => address.pathname === language.home && address.search === '?data=measured&county=06019');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await page.locator('dialog[open]').count(), 0, 'the report stays closed');
  await countyCard(page, 'Fresno').waitFor();
}

for (const [lang, language] of Object.entries(LANGUAGES)) {
  for (const viewport of ['desktop', 'phone']) {
    app.test(`${lang}, ${viewport}: a shared compare link in a fresh tab closes with × and, in another tab, with Escape`, { viewport, path: null }, async ({ page, url }) => {
      const report = await openSharedLink(page, url, language);
      await report.getByRole('button', { name: language.close }).click();
      await expectClosedOnCard(page, report, language);

      const tab = await openPage(app.browser, { viewport });
      try {
        const second = await openSharedLink(tab.page, url, language);
        await tab.page.keyboard.press('Escape');
        await expectClosedOnCard(tab.page, second, language);
        assert.deepEqual(await tab.problems(), { consoleErrors: [], pageErrors: [], csp: [] });
      } finally {
        await tab.context.close();
      }
    });
  }
}

app.test('Back still closes a report opened from a shared link', { path: null }, async ({ page, url }) => {
  const report = await openSharedLink(page, url, LANGUAGES.en);
  await page.goBack();
  await expectClosedOnCard(page, report, LANGUAGES.en);
});

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: after a compare picked in the report, Escape closes the report and the card stays`, { viewport, path: null }, async ({ page, url }) => {
    await page.goto(`${url}/?data=measured&county=06019`);
    const card = countyCard(page, 'Fresno');
    await card.getByRole('button', { name: 'View Details' }).click();
    const single = page.getByRole('dialog', { name: /^Fresno County, CA: / });
    await single.getByRole('button', { name: 'Compare with another county' }).click();
    // Enter takes the first suggestion, with no arrow key first (desktop); a tap on it does too (phone).
    await single.getByRole('combobox', { name: /^Compare with another county/ }).fill('Los Angeles');
    const first = single.getByRole('option').first();
    assert.equal(await first.innerText(), 'Los Angeles, California');
    if (viewport === 'desktop') await page.keyboard.press('Enter');
    else await first.click();
    const both = page.getByRole('dialog', { name: LANGUAGES.en.title });
    await both.waitFor();
    await page.keyboard.press('Escape');
    await expectClosedOnCard(page, both, LANGUAGES.en);
    await card.getByRole('button', { name: 'View Details' }).waitFor();
  });
}
