// Printing (issue 35), read back from page.pdf() on Letter and A4: one county's report on three pages
// at most (the layers, the pesticide compounds and the Superfund sites) and a comparison on four, the
// first page filled, no heading left at the foot of a column, links written out and nothing grey; the
// table of a state's counties prints alone; the map page prints on one page with its header on one
// line and its card whole, a county's or a census tract's; a census tract's report prints on two pages
// at most. Every printout carries the disclaimer, and no page of a report is a few lines left over,
// nor grey where the report ends when the browser prints backgrounds (issue 45).
import assert from 'node:assert/strict';
import { countyCard, useApp } from './support/harness.mjs';
import { columnEnds, filled, lines, pdfPages, shadedShares } from './support/pdf.mjs';
import { spanishText } from './support/leftovers.mjs';

const app = useApp();
const FORMATS = ['Letter', 'A4'];

/** The disclaimer under the map, which every printout carries. */
const DISCLAIMER = /For educational and entertainment purposes only\.\s+This is not medical advice\b.*\bConsult a physician\b/;

/** A printout's words, its lines joined. */
const printedText = (pages) => pages.flatMap((p) => p.runs.map((r) => r.text)).join(' ');

/** The report's headings, as they would end a column when stranded. */
const headings = (page) => page.locator('dialog[open] h2, dialog[open] h3, dialog[open] h4').evaluateAll((all) => all.map((h) => h.textContent.trim()));

/** Elements of the printed report with a background other than white or none. */
const greyBlocks = (page) =>
  page.locator('dialog[open]').evaluate((report) =>
    [report, ...report.querySelectorAll('*')]
      .filter((el) => el.checkVisibility())
      .map((el) => [el.className?.baseVal ?? el.className, getComputedStyle(el).backgroundColor])
      .filter(([, colour]) => !['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(colour)),
  );

async function expectPrinted(page, { maxPages, title, link = /\?data=measured&county=06019/ }) {
  await page.emulateMedia({ media: 'print' });
  assert.deepEqual(await greyBlocks(page), [], 'no grey block in the printed report');
  const titles = await headings(page);
  for (const format of FORMATS) {
    const pages = await pdfPages(await page.pdf({ format }));
    assert.ok(pages.length <= maxPages, `${title} prints on ${pages.length} ${format} pages, at most ${maxPages}`);
    assert.equal(pages[0].runs[0].text, title, `${format}: the report starts the first page`);
    if (pages.length > 1) assert.ok(filled(pages[0]) > 0.85, `${format}: the first page is filled, to ${Math.round(filled(pages[0]) * 100)}%`);
    for (const [n, printed] of pages.slice(0, -1).entries()) {
      for (const end of columnEnds(printed)) assert.ok(!titles.includes(end.text), `${format}: the heading "${end.text}" ends a column of page ${n + 1}`);
    }
    for (const [n, printed] of pages.entries()) assert.ok(lines(printed) > 5, `${format}: page ${n + 1} holds ${lines(printed)} lines, not a few left over`);
    const text = printedText(pages);
    assert.match(text, /<https:\/\/doi\.org\/10\.1093\/aje\/kwp006>/, `${format}: links written out`);
    assert.match(text, new RegExp(`Printed from http://\\S+${link.source}`), `${format}: the address at the end`);
    assert.match(text, DISCLAIMER, `${format}: the disclaimer`);
    // With the browser's "Background graphics" ticked: a page the report fills a part of stays white below it.
    const shares = await shadedShares(await page.pdf({ format, printBackground: true }));
    for (const [n, share] of shares.entries()) assert.ok(share < 0.5, `${format}: page ${n + 1} printed over to ${Math.round(share * 100)}%`);
  }
}

app.test("one county's report prints on three pages at most, Letter and A4", { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&county=06019`);
  await countyCard(page, 'Fresno').getByRole('button', { name: 'View Details' }).click();
  await page.locator('dialog[open] [data-report-ready="true"]').waitFor({ timeout: 15_000 });
  await expectPrinted(page, { maxPages: 3, title: 'Fresno County, CA: county report' });
});

app.test("a census tract's report prints on two pages at most, Letter and A4", { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&tract=06019001000`);
  const card = countyCard(page, 'Census tract 10, Fresno County, CA');
  await card.getByRole('button', { name: 'View Details' }).click();
  const report = page.getByRole('dialog', { name: 'Census tract 10, Fresno County, CA: tract report' });
  await report.locator('[data-report-ready="true"]').waitFor({ timeout: 15_000 });
  assert.ok(await report.getByRole('button', { name: 'Print or save as PDF' }).isVisible(), 'the report offers to print');
  await expectPrinted(page, { maxPages: 2, title: 'Census tract 10, Fresno County, CA: tract report', link: /\?data=measured&tract=06019001000/ });
});

app.test('a comparison prints on four pages at most, Letter and A4', { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&county=06019&compare=06037`);
  await page.locator('dialog[open] [data-report-ready="true"]').waitFor({ timeout: 15_000 });
  await expectPrinted(page, { maxPages: 4, title: 'Fresno County, CA and Los Angeles County, CA: county report' });
});

app.test("the table of a state's counties prints alone, its column heads as words", { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&county=06019`);
  await countyCard(page, 'Fresno').getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('button', { name: 'All 58 California counties in a table' }).click();
  await page.getByRole('dialog', { name: 'California: 58 counties' }).waitFor();
  await page.emulateMedia({ media: 'print' });
  for (const format of FORMATS) {
    const pages = await pdfPages(await page.pdf({ format }));
    const text = printedText(pages);
    assert.equal(pages[0].runs[0].text, 'California: 58 counties', format);
    assert.match(text, DISCLAIMER, `${format}: the disclaimer`);
    assert.ok(!text.includes('Where it stands'), `${format}: the report behind is not printed`);
    for (const words of ['Pesticide Exposure', 'Yuba', 'Alameda']) assert.ok(text.includes(words), `${format}: ${words}`);
    assert.ok(pages.length <= 3, `${format}: ${pages.length} pages`);
  }
});

const SPANISH = { title: spanishText('site.title'), disclaimer: /Solo con fines educativos y de entretenimiento\.\s+Esto no es un consejo médico\b.*\bConsulte a un médico\b/ };
const ENGLISH = { title: "Parkinson's Disease Environmental Risk Mapper", disclaimer: DISCLAIMER };

// Santa Clara County's card names its 21 Superfund sites, the longest list of any county.
for (const [name, link, area, words] of [
  ['Measured', '/?data=measured&county=06019', 'Fresno', ENGLISH],
  ['Demo', '/?county=06019', 'Fresno', ENGLISH],
  ['Measured census tract', '/?data=measured&tract=06019001000', 'Census tract 10, Fresno County, CA', ENGLISH],
  ['Santa Clara County', '/?data=measured&county=06085', 'Santa Clara County, CA', ENGLISH],
  ['Spanish Santa Clara County', '/es/?data=measured&county=06085', 'Condado de Santa Clara, CA', SPANISH],
]) {
  app.test(`the ${name} map page prints on one page, within its margins, its header on one line and its card whole`, { path: null }, async ({ page, url }) => {
    await page.goto(url + link);
    const card = countyCard(page, area);
    await card.waitFor({ timeout: 15_000 });
    await card.locator('.county-card-sites').or(card.locator('.county-card-breakdown')).last().waitFor();
    await page.emulateMedia({ media: 'print' });
    assert.equal(await card.evaluate((el) => getComputedStyle(el).position), 'static');
    assert.ok(await card.evaluate((el) => [el, ...el.querySelectorAll('*')].every((e) => e.scrollHeight <= e.clientHeight + 1)), 'nothing of the card scrolls');
    const breakdown = await card.locator('.county-card-breakdown li').allInnerTexts();
    for (const format of FORMATS) {
      // No margins asked for: the page's own (@page) apply, as in a browser's print dialog.
      const pages = await pdfPages(await page.pdf({ format }));
      assert.equal(pages.length, 1, `${format}: one page`);
      const [first] = pages[0].runs;
      assert.equal(first.text, words.title, `${format}: the title on one line, first`);
      const text = pages[0].runs.map((r) => r.text).join(' ');
      // The card's last line is printed: the card is whole.
      const last = breakdown.at(-1).split(':')[0];
      assert.ok(text.includes(last), `${format}: the card's last line (${last}) is printed`);
      assert.match(text, words.disclaimer, `${format}: the disclaimer`);
    }
  });
}
