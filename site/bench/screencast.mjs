// When something is on screen, judged from the screen itself: Chromium's screencast frames
// (CDP Page.startScreencast) of a page, each frame's coloured pixels inside an element counted, and
// the time of the first frame whose count reaches a share of the final frame's.

/** A pixel is coloured when its channels differ by more than this: the map's fills, not grey tiles, white or black. */
const COLOURED = 40;

/**
 * Starts recording a page's frames. `stop()` ends the recording and returns the frames, each with
 * its time (ms since the epoch, the clock of `Date.now()` and of `performance.timeOrigin`) and PNG.
 */
export async function recordScreen(page) {
  const cdp = await page.context().newCDPSession(page);
  const frames = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ at: metadata.timestamp * 1000, png: data });
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  return {
    async stop() {
      await cdp.send('Page.stopScreencast');
      await cdp.detach();
      return frames;
    },
  };
}

/**
 * The coloured pixels of each frame inside box ({ x, y, width, height } in CSS pixels of a page
 * at device scale 1), counted by decoding the PNGs in a page of their own after the run, so the
 * counting takes no time from the page measured.
 */
export async function colouredPixels(browser, frames, box) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ pngs, box, threshold }) => {
        const counts = [];
        for (const png of pngs) {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d');
          context.drawImage(bitmap, 0, 0);
          const { data } = context.getImageData(box.x, box.y, box.width, box.height);
          let coloured = 0;
          for (let i = 0; i < data.length; i += 4) {
            const r = data[i];
            const g = data[i + 1];
            const b = data[i + 2];
            if (Math.max(r, g, b) - Math.min(r, g, b) > threshold) coloured++;
          }
          counts.push(coloured);
        }
        return counts;
      },
      { pngs: frames.map((f) => f.png), box, threshold: COLOURED },
    );
  } finally {
    await page.close();
  }
}

/**
 * The ms from `since` (epoch ms) to the first frame after it whose coloured pixels reach `share` of
 * the last frame's; NaN when the last frame has none.
 */
export async function onScreenAfter(browser, frames, box, since, share = 0.95) {
  const after = frames.filter((f) => f.at >= since);
  if (after.length === 0) return NaN;
  const counts = await colouredPixels(browser, after, box);
  const final = counts[counts.length - 1];
  if (!final) return NaN;
  const first = counts.findIndex((count) => count >= share * final);
  return after[first].at - since;
}
