// What reached the screen: Chromium's screencast frames of a page, each with the time the
// compositor swapped it in (the same clock as the page's performance.timeOrigin), decoded to pixels.
import pngjs from 'pngjs';

/** Frames are captured at half the 1280x800 viewport: enough to see 10 px markers, cheap to encode. */
const SCALE = 0.5;

/**
 * Starts recording the page's screen. stop() resolves with the frames in time order, each
 * { time (ms since the epoch), pixels (RGBA), width }, coordinates in CSS px times SCALE.
 */
export async function recordScreen(context, page) {
  const cdp = await context.newCDPSession(page);
  const raw = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    raw.push({ time: metadata.timestamp * 1000, data });
    // Chromium sends the next frame only once this one is acknowledged.
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  const { width, height } = page.viewportSize();
  await cdp.send('Page.startScreencast', { format: 'png', maxWidth: width * SCALE, maxHeight: height * SCALE });
  return {
    async stop() {
      await cdp.send('Page.stopScreencast');
      return raw
        .sort((a, b) => a.time - b.time)
        .map(({ time, data }) => {
          const png = pngjs.PNG.sync.read(Buffer.from(data, 'base64'));
          return { time, pixels: png.data, width: png.width };
        });
    },
  };
}

/** How many pixel offsets (into RGBA arrays of frame's width) inside box, a DOMRect in CSS px, satisfy test. */
function countInBox(frame, box, test) {
  let count = 0;
  for (let y = Math.ceil(box.top * SCALE); y < Math.floor(box.bottom * SCALE); y++) {
    for (let x = Math.ceil(box.left * SCALE); x < Math.floor(box.right * SCALE); x++) {
      if (test((y * frame.width + x) * 4)) count++;
    }
  }
  return count;
}

/** How many pixels of frame inside box satisfy test(r, g, b). */
export const countPixels = (frame, box, test) => countInBox(frame, box, (i) => test(frame.pixels[i], frame.pixels[i + 1], frame.pixels[i + 2]));

/** How many pixels inside box differ between two frames (PNG, so no compression noise). */
export const changedPixels = (before, after, box) =>
  countInBox(after, box, (i) => before.pixels[i] !== after.pixels[i] || before.pixels[i + 1] !== after.pixels[i + 1] || before.pixels[i + 2] !== after.pixels[i + 2]);
