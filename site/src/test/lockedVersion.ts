import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCK_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package-lock.json');

/** The version of a dependency that package-lock.json locks (what `npm ci` installs). */
export function lockedVersion(name: string): string | undefined {
  const lock = JSON.parse(readFileSync(LOCK_FILE, 'utf8')) as { packages: Record<string, { version?: string }> };
  return lock.packages[`node_modules/${name}`]?.version;
}
