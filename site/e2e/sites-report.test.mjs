// The county report's Superfund sites with TCE or PCE (issue 44): Onslow County, NC's report lists
// Camp Lejeune and its other site with their EPA IDs and distances, each a link opening the site's
// card, says what the sites' figures are not, and shows the solvents' studies with Dorsey et al. 2023
// marked as a review stating a hypothesis; in English and Spanish, on a desktop and a phone, axe
// clean. A county without a site says so; Goldman et al. 2023 is no longer under Industrial Chemicals.
import assert from 'node:assert/strict';
import { countyCard, screenshot, useApp } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { englishLeftoversIn, englishPieces, spanishText } from './support/leftovers.mjs';

const app = useApp();
const CAMP_LEJEUNE = 'CAMP LEJEUNE MILITARY RES. (USNAVY)';
const GOLDMAN = 'https://doi.org/10.1001/jamaneurol.2023.1168';
const DORSEY = 'https://doi.org/10.3233/JPD-225047';

const cases = [
  {
    lang: 'en',
    prefix: '',
    details: 'View Details',
    layer: 'Superfund sites with TCE or PCE',
    lines: [/^ABC ONE HOUR CLEANERS \(EPA ID NCD024644494, 5\.6 km\)$/, /^CAMP LEJEUNE MILITARY RES\. \(USNAVY\) \(EPA ID NC6170022580, 7\.7 km\)$/],
    note: "highest concentrations found during EPA's investigation of the site: they are not a measure of anyone's drinking water or exposure.",
    hypothesis: '(a review stating a hypothesis, not a study of people)',
  },
  {
    lang: 'es',
    prefix: '/es',
    details: spanishText('card.viewDetails'),
    layer: spanishText('sites.layerName'),
    lines: [/^ABC ONE HOUR CLEANERS \(ID de la EPA NCD024644494, a 5[.,]6 km\)$/, /^CAMP LEJEUNE MILITARY RES\. \(USNAVY\) \(ID de la EPA NC6170022580, a 7[.,]7 km\)$/],
    note: 'no miden el agua potable ni la exposición de nadie.',
    hypothesis: `(${spanishText('report.studyHypothesis')})`,
  },
];

async function openReport(page, url, prefix, county, name, details) {
  await page.goto(`${url}${prefix}/?data=measured&county=${county}`);
  const card = countyCard(page, name);
  await card.waitFor({ timeout: 15_000 });
  await card.getByRole('button', { name: details }).click();
  const report = page.getByRole('dialog', { name: new RegExp(`^(${name} County|Condado de ${name}), [A-Z]{2}: `) });
  await report.locator('[data-report-ready="true"]').waitFor({ timeout: 30_000 });
  return report;
}

for (const c of cases) {
  for (const viewport of ['desktop', 'phone']) {
    app.test(`${c.lang}, ${viewport}: Onslow County, NC's report lists Camp Lejeune and the solvents' studies, Dorsey 2023 as a hypothesis`, { viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
      const report = await openReport(page, url, c.prefix, '37133', 'Onslow', c.details);
      const section = report.getByRole('region', { name: c.layer, exact: true });
      const lines = section.locator('.report-sites > li');
      assert.equal(await lines.count(), 2);
      for (const [i, line] of c.lines.entries()) assert.match(await lines.nth(i).innerText(), line);
      assert.match(await section.getByRole('link', { name: CAMP_LEJEUNE }).getAttribute('href'), /^\?data=measured(&layers=[^&]+)?&site=NC6170022580$/);
      assert.ok((await section.innerText()).includes(c.note), 'the sentence on what the figures are');

      const studies = section.locator('.report-studies > li');
      assert.equal(await studies.count(), 3);
      const dorsey = studies.filter({ has: page.locator(`a[href="${DORSEY}"]`) });
      assert.ok((await dorsey.innerText()).includes(c.hypothesis), await dorsey.innerText());
      const goldman = studies.filter({ has: page.locator(`a[href="${GOLDMAN}"]`) });
      assert.ok(!(await goldman.innerText()).includes(c.hypothesis), 'a cohort of people is not a hypothesis');
      // Goldman et al.'s Camp Lejeune study is the solvents', not the industrial releases'.
      assert.equal(await report.locator(`a[href="${GOLDMAN}"]`).count(), 1);

      if (c.lang === 'es') assert.deepEqual(await englishLeftoversIn(section, await englishPieces()), [], 'no English left in the section');
      const overflow = await report.locator('.county-report-body').evaluate((el) => el.scrollWidth - el.clientWidth);
      assert.ok(overflow <= 0, `the report scrolls sideways by ${overflow}px`);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `sites-report-${c.lang}-${viewport}`);
      await expectNoViolations(page, `the ${c.lang} report with the Superfund sites`);
    });
  }
}

app.test("a site in the report opens the site's card and link", { path: null }, async ({ page, url }) => {
  const report = await openReport(page, url, '', '37133', 'Onslow', 'View Details');
  await report.getByRole('region', { name: 'Superfund sites with TCE or PCE', exact: true }).getByRole('link', { name: CAMP_LEJEUNE }).click();
  await page.getByRole('region', { name: CAMP_LEJEUNE }).waitFor();
  assert.equal(await report.count(), 0, 'the report closes');
  assert.match(new URL(page.url()).search, /[?&]site=NC6170022580(&|$)/);
});

app.test('a county without a site says so (Loving County, TX)', { path: null }, async ({ page, url }) => {
  const report = await openReport(page, url, '', '48301', 'Loving', 'View Details');
  const section = report.getByRole('region', { name: 'Superfund sites with TCE or PCE', exact: true });
  await section.getByText('No Superfund site with TCE or PCE in this county.', { exact: true }).waitFor();
  assert.equal(await section.locator('.report-sites').count(), 0);
  assert.equal(await section.locator('.report-studies > li').count(), 3, "the layer's studies still show");
});
