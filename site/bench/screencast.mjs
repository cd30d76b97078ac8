// What reached the screen, judged from the screen itself: Chromium's screencast frames of a page
// (CDP Page.startScreencast), each with the time the compositor swapped it in (ms since the epoch,
// the clock of Date.now() and of performance.timeOrigin). Every screen benchmark records with it.
import pngjs from 'pngjs';

/** A pixel is coloured when its channels differ by more than this: the map's fills, not grey tiles, white or black. */
const COLOURED = 40;

/**
 * Starts recording a page's frames at `scale` of its CSS pixels, PNG or JPEG (cheaper to encode for
 * a page that animates while it loads). `stop()` ends the recording and returns the frames in time
 * order, each { at, image (base64), format, scale }.
 */
export async function recordScreen(page, { scale = 1, format = 'png' } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const frames = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ at: metadata.timestamp * 1000, image: data, format, scale });
    // Chromium sends the next frame only once this one is acknowledged.
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  const { width, height } = page.viewportSize();
  await cdp.send('Page.startScreencast', { format, ...(format === 'jpeg' && { quality: 60 }), maxWidth: Math.round(width * scale), maxHeight: Math.round(height * scale), everyNthFrame: 1 });
  return {
    async stop() {
      await cdp.send('Page.stopScreencast');
      await cdp.detach();
      return frames.sort((a, b) => a.at - b.at);
    },
  };
}

/**
 * The coloured pixels of each frame inside box ({ x, y, width, height } in CSS pixels), counted by
 * decoding the PNGs in a page of their own after the run, so the counting takes no time from the
 * page measured.
 */
async function colouredPixels(browser, frames, box) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ frames, box, threshold }) => {
        const counts = [];
        for (const { image, format, scale } of frames) {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/${format};base64,${image}`)).blob());
          const [x, y, w, h] = [box.x, box.y, box.width, box.height].map((v) => Math.round(v * scale));
          const canvas = new OffscreenCanvas(w, h);
          const context = canvas.getContext('2d');
          context.drawImage(bitmap, -x, -y);
          const { data } = context.getImageData(0, 0, w, h);
          let coloured = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > threshold) coloured++;
          }
          counts.push(coloured);
        }
        return counts;
      },
      { frames: frames.map(({ image, format, scale }) => ({ image, format, scale })), box, threshold: COLOURED },
    );
  } finally {
    await page.close();
  }
}

/**
 * The ms from `since` (epoch ms) to the first frame after it whose coloured pixels inside box reach
 * `share` of the last frame's; NaN when the last frame has none.
 */
export async function onScreenAfter(browser, frames, box, since, share = 0.95) {
  const after = frames.filter((f) => f.at >= since);
  if (after.length === 0) return NaN;
  const counts = await colouredPixels(browser, after, box);
  const final = counts.at(-1);
  if (!final) return NaN;
  const first = counts.findIndex((count) => count >= share * final);
  return after[first].at - since;
}

/** A PNG frame's pixels in Node, for the benchmarks that compare frames pixel by pixel: { at, pixels (RGBA), width, scale }. */
export function decodeFrame({ at, image, scale }) {
  const png = pngjs.PNG.sync.read(Buffer.from(image, 'base64'));
  return { at, pixels: png.data, width: png.width, scale };
}

/** How many pixel offsets (into the RGBA array of a decoded frame) inside box, a DOMRect in CSS px, satisfy test. */
function countInBox(frame, box, test) {
  let count = 0;
  for (let y = Math.ceil(box.top * frame.scale); y < Math.floor(box.bottom * frame.scale); y++) {
    for (let x = Math.ceil(box.left * frame.scale); x < Math.floor(box.right * frame.scale); x++) {
      if (test((y * frame.width + x) * 4)) count++;
    }
  }
  return count;
}

/** How many pixels of a decoded frame inside box satisfy test(r, g, b). */
export const countPixels = (frame, box, test) => countInBox(frame, box, (i) => test(frame.pixels[i], frame.pixels[i + 1], frame.pixels[i + 2]));

/** How many pixels inside box differ between two decoded frames (PNG, so no compression noise). */
export const changedPixels = (before, after, box) =>
  countInBox(after, box, (i) => before.pixels[i] !== after.pixels[i] || before.pixels[i + 1] !== after.pixels[i + 1] || before.pixels[i + 2] !== after.pixels[i + 2]);
