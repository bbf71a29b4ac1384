// Installs dependencies when a fresh clone (or a changed lockfile) needs them. Node built-ins only: this runs
// before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureInstalled() {
  const lockfile = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const isCurrent = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs;
  if (isCurrent) return;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstalled();
