// Visitors who ask the system for reduced motion get no animated pan or zoom; others do.
import assert from 'node:assert/strict';
import { countyCard, desktopSearch, settledZoom, useApp } from './support/harness.mjs';

const app = useApp();

/** Records whether Leaflet ever starts a zoom animation (its map pane has leaflet-zoom-anim meanwhile). */
function watchZoomAnimation(page) {
  return page.evaluate(() => {
    window.__zoomAnimated = false;
    const pane = document.querySelector('.leaflet-map-pane');
    new MutationObserver(() => {
      if (pane.classList.contains('leaflet-zoom-anim')) window.__zoomAnimated = true;
    }).observe(pane, { attributes: true, attributeFilter: ['class'] });
  });
}

const cases = [
  { reducedMotion: 'reduce', animated: false },
  { reducedMotion: 'no-preference', animated: true },
];

for (const { reducedMotion, animated } of cases) {
  app.test(`prefers-reduced-motion: ${reducedMotion} → zoom ${animated ? 'animates' : 'jumps'}`, { contextOptions: { reducedMotion } }, async ({ page }) => {
    await watchZoomAnimation(page);
    await page.getByRole('button', { name: 'Zoom In' }).click();
    await settledZoom(page);
    await desktopSearch(page, 'Los Angeles');
    await countyCard(page, 'Los Angeles').waitFor();
    await settledZoom(page, { expect: 8 });
    await page.getByRole('button', { name: 'Reset View' }).click();
    await settledZoom(page);
    assert.equal(await page.evaluate(() => window.__zoomAnimated), animated);
  });
}
