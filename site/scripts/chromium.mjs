// What the end-to-end tests and the benchmark share: the real `riskmap` CLI built once, `riskmap
// serve` started on a free port, Debian's Chromium launched through playwright-core, and browser
// contexts whose map tiles come from a local blank PNG so nothing ever reaches the network.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';

const execFileP = promisify(execFile);

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BLANK_TILE = path.join(ROOT, 'site/e2e/fixtures/blank-tile.png');
export const TILE_URLS = /^https:\/\/([abc]\.)?tile\.openstreetmap\.org\//;

/** The flags Debian's Chromium runs with here (no network beyond the package registries). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let cliPromise;
/** Builds cmd/riskmap once per process into a temp dir and returns the binary path. */
export function buildCli() {
  cliPromise ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'riskmap-bin-'));
    const bin = path.join(dir, 'riskmap');
    await execFileP('go', ['build', '-o', bin, './cmd/riskmap'], { cwd: ROOT, maxBuffer: 16 << 20 });
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return bin;
  })();
  return cliPromise;
}

/** Runs the CLI with args, returning stdout; rejects with stderr included. */
export async function runCli(args) {
  const bin = await buildCli();
  try {
    const { stdout } = await execFileP(bin, args, { cwd: ROOT, maxBuffer: 16 << 20 });
    return stdout;
  } catch (err) {
    throw new Error(`riskmap ${args.join(' ')} failed: ${err.stderr || err.message}`);
  }
}

/**
 * Starts `riskmap serve` on a free port and resolves once it prints its banner
 * ("serving <dir> at http://host:port"). Returns { url, stop, output }.
 */
export async function startServer({ dir, config = 'netlify.toml' }) {
  const bin = await buildCli();
  // Port 0: the server picks a free port and prints the real address in its banner (no race).
  const child = spawn(bin, ['serve', '--dir', dir, '--addr', '127.0.0.1:0', '--config', config], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`riskmap serve printed no banner in 15s:\n${output}`)), 15_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /serving .* at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`riskmap serve exited with ${code} before serving:\n${output}`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  return { url, stop, output: () => output };
}

export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

function isLocal(url) {
  try {
    const { hostname, protocol } = new URL(url);
    return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
  } catch {
    return false;
  }
}

/** Answers OpenStreetMap tiles with the blank PNG; other requests are not intercepted. */
export async function routeTiles(context) {
  const tile = await readFile(BLANK_TILE);
  await context.route(TILE_URLS, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
}

/** Tiles as routeTiles; every other non-local request is aborted, so tests never touch the network. */
export async function routeOffline(context) {
  await context.route('**/*', (route) => (isLocal(route.request().url()) ? route.fallback() : route.abort('blockedbyclient')));
  // Registered last, so it is asked first.
  await routeTiles(context);
}
