// `npm run bench:first-load`: what a link's first load fetches, gzip -9 file by file: the JS and CSS
// (the page's inline CSS with them) and the API files, from the navigation until the page's mark of
// its drawn shapes and the network's rest. With BENCH_BASE_DIR=<another build's dist/> the same of
// that build beside it, and the growth. Bytes do not move between loads, so each link is loaded once
// per build. Prints figures; never fails. Needs `npm run build` first.
import path from 'node:path';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { apiBytes, codeAssets, codeBytes, firstLoadPaths, printTable } from './common.mjs';

const LINKS = ['/?data=measured&county=06019', '/?data=measured&county=37133', '/es/?data=measured&county=19167', '/?data=measured&tract=06019001000', '/?data=measured'];
const MARK = 'riskmap:shapes-drawn';

async function weigh(browser, dir, link) {
  const server = await startServer({ dir, config: path.join(dir, '..', 'netlify.toml') });
  try {
    const fetched = await firstLoadPaths(browser, server.url, link, MARK);
    const code = (await codeBytes(dir, codeAssets(fetched))).total;
    const data = await apiBytes(dir, fetched);
    return { code, data, total: code + data };
  } finally {
    await server.stop();
  }
}

const signed = (n) => `${n >= 0 ? '+' : ''}${n}`;

const dir = path.join(ROOT, 'dist');
const baseDir = process.env.BENCH_BASE_DIR && path.resolve(process.env.BENCH_BASE_DIR);
const browser = await launchBrowser();
try {
  const rows = [];
  for (const link of LINKS) {
    const now = await weigh(browser, dir, link);
    const row = [link, now.code, now.data, now.total];
    if (baseDir) {
      const was = await weigh(browser, baseDir, link);
      row.push(was.total, signed(now.code - was.code), signed(now.data - was.data), signed(now.total - was.total));
    }
    rows.push(row);
  }
  const header = ['link', 'JS+CSS', 'API', 'total'];
  if (baseDir) header.push('base total', 'JS+CSS growth', 'API growth', 'growth');
  console.log('First loads, gzip -9 bytes of each file fetched until the shapes are drawn and the network rests');
  printTable(header, rows);
} finally {
  await browser.close();
}
