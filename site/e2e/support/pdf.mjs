// A printed PDF read back page by page with Mozilla's pdf.js: each page's size and its text runs with
// their places (PDF points, y up from the page's foot), so a test can count pages and see what ends one;
// and each page drawn, to see how much of it is printed over.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The pages of a PDF: { width, height, runs: [{ x, y, text }] }, empty runs left out. */
export async function pdfPages(pdf) {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const { items } = await page.getTextContent();
    const runs = items.filter((item) => item.str.trim() !== '').map((item) => ({ x: item.transform[4], y: item.transform[5], text: item.str.trim() }));
    pages.push({ width, height, runs });
  }
  await doc.destroy();
  return pages;
}

/** The last run of each column of a page (two columns split at its middle): what a reader reaches last there. */
export function columnEnds(page) {
  const ends = [];
  for (const inColumn of [(r) => r.x < page.width / 2, (r) => r.x >= page.width / 2]) {
    const runs = page.runs.filter(inColumn);
    if (runs.length > 0) ends.push(runs.reduce((low, r) => (r.y < low.y || (r.y === low.y && r.x > low.x) ? r : low)));
  }
  return ends;
}

/** How far down the page its text reaches, 0 (top) to 1 (foot). */
export const filled = (page) => 1 - Math.min(...page.runs.map((r) => r.y)) / page.height;

/** How many lines of text a page holds (its runs' distinct baselines). */
export const lines = (page) => new Set(page.runs.map((r) => Math.round(r.y))).size;

/**
 * The share of each page's surface that is not white, 0 to 1, from the PDF drawn at half size on
 * pdf.js's own canvas for Node: type and charts shade a full page of the report to about a third,
 * and a background printed where the report leaves the page empty covers most of it.
 */
export async function shadedShares(pdf) {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const shares = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 0.5 });
    const { canvas, context } = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvasContext: context, viewport }).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let shaded = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.min(data[i], data[i + 1], data[i + 2]) < 250) shaded++;
    shares.push(shaded / (canvas.width * canvas.height));
  }
  await doc.destroy();
  return shares;
}
