import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCounties, withRandomScores, type DemoCounty, type MeasuredCounty } from '../../../lib/data/counties';
import { parseExposures } from '../../../lib/data/exposuresAnswer';
import { resetAppStore, useAppStore } from '../../../store/appStore';
import { sampleEnvironment } from '../../../test/fixtures';
import { toastMock } from '../../../test/mockToast';
import type { DataView } from '../../../views/dataView';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/riskmap-search-api');

/** Every file under a folder, in a fixed order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/**
 * The API files `riskmap generate` writes from the committed data/, for the tests that search real
 * places; returns its api folder. The output is deterministic, so it is kept under node_modules/.cache
 * by a hash of what makes it (data/, datagen/, cmd/riskmap/) and written again only when that changes.
 */
export function generateApi(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(path.join(ROOT, 'data')), ...filesUnder(path.join(ROOT, 'datagen')), ...filesUnder(path.join(ROOT, 'cmd/riskmap'))]) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  const done = path.join(CACHE, hash.digest('hex').slice(0, 16));
  if (!existsSync(done)) {
    mkdirSync(CACHE, { recursive: true });
    const out = mkdtempSync(path.join(CACHE, 'generating-'));
    execFileSync('go', ['run', './cmd/riskmap', 'generate', '--data', 'data', '--out', out], { cwd: ROOT, stdio: 'pipe' });
    try {
      renameSync(out, done);
    } catch {
      // Another test file wrote the same files first.
      rmSync(out, { recursive: true, force: true });
    }
    // The files of older data or code are of no more use.
    for (const old of readdirSync(CACHE)) {
      if (old !== path.basename(done) && !old.startsWith('generating-')) rmSync(path.join(CACHE, old), { recursive: true, force: true });
    }
  }
  return path.join(done, 'api');
}

/** A fetch that answers /api/... from an api folder, 404 for a file it lacks. */
export function fetchFromApi(api: string): (input: string) => Promise<Response> {
  return async (input) => {
    const file = path.join(api, input.replace(/^\/api\//, ''));
    return existsSync(file) && statSync(file).isFile() ? new Response(readFileSync(file)) : new Response('', { status: 404 });
  };
}

/** The generated files and the Demo's and the Measured view's counties as the page reads them from them. */
export interface GeneratedSearch {
  api: string;
  demo: DemoCounty[];
  measured: MeasuredCounty[];
}

export function generatedSearch(): GeneratedSearch {
  const api = generateApi();
  const read = (file: string) => JSON.parse(readFileSync(path.join(api, file), 'utf8')) as unknown;
  return { api, demo: withRandomScores(parseCounties(read('counties')), sampleEnvironment().factors, () => 0.5), measured: parseExposures(read('exposures')) };
}

/** The store with both views' counties in, showing view, and fetch answered from the generated files. */
export function seedSearch({ api, demo, measured }: GeneratedSearch, view: DataView): void {
  resetAppStore();
  const state = useAppStore.getState();
  state.setCounties(demo);
  state.setCountiesStatus('ready');
  state.setMeasuredCounties(measured);
  state.setMeasuredStatus('ready');
  state.setDataView(view);
  vi.stubGlobal('fetch', fetchFromApi(api));
}

/**
 * For a test file that searches the generated files: writes them once, before its tests; before each
 * test, clears the toasts and seeds the store showing `view` (a test seeds it itself without one);
 * after each, gives fetch back. Returns what gives the files once written.
 */
export function searchingGeneratedFiles(view: DataView | null): () => GeneratedSearch {
  let search: GeneratedSearch | null = null;
  beforeAll(() => void (search = generatedSearch()), 180_000);
  beforeEach(() => {
    toastMock.mockClear();
    toastMock.error.mockClear();
    if (view) seedSearch(search!, view);
  });
  afterEach(() => vi.unstubAllGlobals());
  return () => search!;
}
