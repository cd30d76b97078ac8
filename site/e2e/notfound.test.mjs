// Any path other than / answers 404 with the not-found page.
import assert from 'node:assert/strict';
import { screenshot, useApp } from './support/harness.mjs';

const app = useApp();
// The browser logs the document's own 404 status; that status is the point of the page.
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

for (const [viewport, route] of [['desktop', '/some/unknown/path'], ['phone', '/nope']]) {
  app.test(`${route} shows the 404 page (${viewport})`, { viewport, path: null, allowConsole: [DOCUMENT_404] }, async ({ page, url }) => {
    const response = await page.goto(url + route);
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    assert.match(await page.title(), /\S/, 'the 404 page has a title');
    await screenshot(page, `${viewport}-404`);
  });
}
