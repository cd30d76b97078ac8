// Installs what the build and the tests need on a fresh machine, and nothing that is already there:
// npm packages from the lockfile, and (with --browser) Debian's Chromium for the end-to-end tests.
// `npm install` rather than `npm ci`: the registry here leaves other platforms' optional packages
// (rollup's native builds) out of the lockfile, which `npm ci` rejects as out of sync; `npm install`
// still installs exactly the locked versions.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const lockfile = 'package-lock.json';
const installedLock = 'node_modules/.package-lock.json';
if (!existsSync(installedLock) || statSync(installedLock).mtimeMs < statSync(lockfile).mtimeMs) {
  run('npm install --no-audit --no-fund');
}

const chromiumPath = '/usr/bin/chromium';
if (process.argv.includes('--browser') && !existsSync(chromiumPath)) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`);
}
