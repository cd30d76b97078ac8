import { fetchOk } from '../data/api';
import { COUNTY } from './geographies';
import { onceUntilFailure } from '../data/onceUntilFailure';

/** The first two bytes of every gzip stream. */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * The file is stored gzipped, so every server sends it at that size whatever it compresses; a
 * server that still labels it Content-Encoding: gzip has it unpacked by the browser already.
 */
export async function gunzipShapes(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isGzip(bytes)) return bytes;
  const stream = new Response(bytes as BlobPart).body!.pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The county shapes file's bytes, asked for once per page: the first module asks for them when the
 * link opens the Measured view, so they are on the wire in the page's first hop; the map asks again
 * when the view is shown later. A failed request is forgotten so the next switch tries again.
 */
export const requestShapeBytes: () => Promise<Uint8Array> = onceUntilFailure(() =>
  fetchOk(COUNTY.shapesPath)
    .then((response) => response.arrayBuffer())
    .then((buffer) => gunzipShapes(new Uint8Array(buffer))),
);

/**
 * Fetches the shapes as soon as the view that draws them is chosen (by the link or the switch), and
 * starts the worker that decodes them as they arrive, ahead of the map's own request: on a switch of
 * views, the map asked only once the view's figures were in and rendered, 300 ms after the click.
 * A failure is reported when the map asks.
 */
export function prepareCountyShapes(): void {
  void requestShapeBytes().catch(() => {});
  import('./loadShapes')
    .then(({ loadCountyShapes }) => loadCountyShapes())
    .catch(() => {});
}
