// The Measured view's choropleth against the bare choropleth (bare/choropleth.tsx), both served by
// `riskmap serve`: a cold load of the Measured link until every shape is drawn, at 1x and 4x CPU; a
// click on "Measured data" until every shape is drawn; and the long tasks of hovering across the
// country and zooming in to a county and out again. Prints figures; never fails on a time.
import { coldPage, median, ms, msRange, printTable, ratio, waitForMark } from './common.mjs';

const RUNS = 5;
const SETTLE_MS = 1500;
export const PRODUCT = { permalink: '/?data=measured', demo: '/', mark: 'riskmap:shapes-drawn' };
export const BARE = { permalink: '/choropleth.html?data=measured', demo: '/choropleth.html', mark: 'bare:shapes-drawn' };

async function throttledPage(browser, cpu) {
  const cold = await coldPage(browser);
  const cdp = await cold.context.newCDPSession(cold.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cold;
}

const markTime = (page, mark) => page.evaluate((name) => performance.getEntriesByName(name)[0].startTime, mark);

/** Navigation start to every shape drawn, on a cold load of the Measured link. */
async function coldDraw(browser, url, site, cpu) {
  const { context, page } = await throttledPage(browser, cpu);
  try {
    await page.goto(url + site.permalink);
    await waitForMark(page, site.mark);
    return await markTime(page, site.mark);
  } finally {
    await context.close();
  }
}

/** From the click on "Measured data" (shown first without it) to every shape drawn. */
async function clickDraw(browser, url, site, control) {
  const { context, page } = await throttledPage(browser, 1);
  try {
    await page.goto(url + site.demo);
    await page.locator('.leaflet-container').waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const handle = await control(page).elementHandle();
    await page.evaluate((input) => {
      performance.mark('bench:switch');
      input.click();
    }, handle);
    await waitForMark(page, site.mark);
    return (await markTime(page, site.mark)) - (await markTime(page, 'bench:switch'));
  } finally {
    await context.close();
  }
}

/** Long tasks while the pointer crosses the country and while the map zooms in four steps and out again. */
async function interactionTasks(browser, url, cpu) {
  const { context, page } = await throttledPage(browser, cpu);
  try {
    await page.goto(url + PRODUCT.permalink);
    await waitForMark(page, PRODUCT.mark);
    await page.waitForTimeout(SETTLE_MS);
    const watch = () =>
      page.evaluate(() => {
        window.__tasks = [];
        window.__observer = new PerformanceObserver((list) => window.__tasks.push(...list.getEntries().map((e) => e.duration)));
        window.__observer.observe({ type: 'longtask' });
      });
    const collect = async () => {
      await page.waitForTimeout(300);
      return page.evaluate(() => {
        window.__tasks.push(...window.__observer.takeRecords().map((e) => e.duration));
        window.__observer.disconnect();
        return window.__tasks;
      });
    };
    const box = await page.locator('.leaflet-container').boundingBox();
    await watch();
    for (let step = 0; step <= 40; step++) await page.mouse.move(box.x + box.width * (0.1 + 0.02 * step), box.y + box.height * (0.35 + 0.006 * step));
    const hover = await collect();
    await watch();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
    for (let step = 0; step < 4; step++) {
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(400);
    }
    for (let step = 0; step < 4; step++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(400);
    }
    const zoom = await collect();
    return { hover, zoom };
  } finally {
    await context.close();
  }
}

const measuredDataRadio = (page) => page.getByRole('radio', { name: 'Measured data' }).locator('visible=true').first();
const bareButton = (page) => page.getByRole('button', { name: 'Measured data' });
const longest = (tasks) => Math.max(0, ...tasks);

/** Rows [metric, product, bare, ratio, target] for the product and the bare page served at these URLs. */
export async function choroplethRows(browser, productUrl, bareUrl) {
  const times = { product1: [], bare1: [], product4: [], bare4: [], productClick: [], bareClick: [] };
  const tasks = { 1: [], 4: [] };
  // Warms the browser's own caches; not counted.
  await coldDraw(browser, productUrl, PRODUCT, 1);
  await coldDraw(browser, bareUrl, BARE, 1);
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`choropleth ${run}/${RUNS}\r`);
    // Interleaved, so a busy moment on the machine hits both pages alike.
    for (const cpu of [1, 4]) {
      times[`product${cpu}`].push(await coldDraw(browser, productUrl, PRODUCT, cpu));
      times[`bare${cpu}`].push(await coldDraw(browser, bareUrl, BARE, cpu));
      tasks[cpu].push(await interactionTasks(browser, productUrl, cpu));
    }
    times.productClick.push(await clickDraw(browser, productUrl, PRODUCT, measuredDataRadio));
    times.bareClick.push(await clickDraw(browser, bareUrl, BARE, bareButton));
  }
  process.stdout.write('\n');
  const row = (label, product, bare, target) => [label, `${ms(median(product))} (${msRange(product)})`, `${ms(median(bare))} (${msRange(bare)})`, ratio(median(product), median(bare)), target];
  const taskRow = (label, cpu, kind, target) => {
    const worst = tasks[cpu].map((t) => longest(t[kind]));
    return [label, `${ms(median(worst))} (${msRange(worst)})`, '', '', target];
  };
  return [
    row('Measured link, cold, 1x CPU: every shape drawn', times.product1, times.bare1, '<= 0.6x'),
    row('Measured link, cold, 4x CPU: every shape drawn', times.product4, times.bare4, '<= 0.6x'),
    row('Click "Measured data" to every shape drawn', times.productClick, times.bareClick, '<= 0.5x, <= 200 ms'),
    taskRow('Longest task, hover across the country, 1x', 1, 'hover', '<= 50 ms'),
    taskRow('Longest task, zoom in 4 steps and out, 1x', 1, 'zoom', '<= 50 ms'),
    taskRow('Longest task, hover across the country, 4x', 4, 'hover', '<= 100 ms'),
    taskRow('Longest task, zoom in 4 steps and out, 4x', 4, 'zoom', '<= 100 ms'),
  ];
}

export function printChoroplethTable(rows) {
  console.log(`\nThe choropleth against the bare one (site/bench/bare/choropleth.tsx): medians of ${RUNS} cold loads (min-max)\n`);
  printTable(['metric', 'product', 'bare', 'ratio', 'target'], rows);
}
