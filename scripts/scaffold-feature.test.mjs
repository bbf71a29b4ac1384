import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesOf, nextErrorCode } from './scaffold-feature.mjs';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = {
  api: 'apps/api',
  web: 'apps/web',
  contracts: 'packages/contracts',
  e2e: 'e2e',
  bench: 'bench',
};

/**
 * The working tree as a developer has it (tracked and new files, nothing ignored), in a folder inside the repository
 * so that the installed packages resolve from its `node_modules` as they do here; our own workspaces point into the
 * copy, so its type-check sees the scaffold's contracts.
 */
function copyOfWorkingTree(target) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repository })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    try {
      copyFileSync(path.join(repository, file), path.join(target, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // a file deleted but not yet staged
    }
  }
  mkdirSync(path.join(target, 'node_modules/@vitalia'), { recursive: true });
  for (const [name, folder] of Object.entries(workspaces)) {
    symlinkSync(path.join(target, folder), path.join(target, 'node_modules/@vitalia', name));
  }
  for (const folder of ['apps/api', 'apps/web']) {
    if (existsSync(path.join(repository, folder, 'node_modules')))
      symlinkSync(path.join(repository, folder, 'node_modules'), path.join(target, folder, 'node_modules'));
  }
}

const git = (cwd, ...args) => execFileSync('git', args, { cwd, stdio: 'pipe' }).toString('utf8');

describe('the feature scaffold (issue 37)', () => {
  // Ignored by git (.gitignore), and by the lint and format runs, which read what git lists.
  mkdirSync(path.join(repository, '.scaffold-check'), { recursive: true });
  const copy = mkdtempSync(path.join(repository, '.scaffold-check', 'copy-'));
  let changed = [];
  let created = [];
  beforeAll(() => {
    copyOfWorkingTree(copy);
    git(copy, 'init', '-q');
    git(copy, 'add', '-A');
    git(copy, '-c', 'user.email=scaffold@example.com', '-c', 'user.name=scaffold', 'commit', '-qm', 'before');
    execFileSync('node', ['scripts/scaffold-feature.mjs', 'water-log', '--root', copy], {
      cwd: copy,
      stdio: 'pipe',
    });
    const status = git(copy, 'status', '--porcelain', '--untracked-files=all').trimEnd().split('\n');
    changed = status
      .filter((line) => line.startsWith(' M'))
      .map((line) => line.slice(3))
      .sort();
    created = status
      .filter((line) => line.startsWith('??'))
      .map((line) => line.slice(3))
      .sort();
  }, 120_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('names the feature in each case and takes the next free hundred of codes', () => {
    expect(namesOf('water-log')).toEqual({
      kebab: 'water-log',
      camel: 'waterLog',
      pascal: 'WaterLog',
      snake: 'water_log',
    });
    expect(() => namesOf('Water_Log')).toThrow('lowercase words');
    expect(nextErrorCode('  a: 4000,\n  b: 8201,\n  c: 8150,\n')).toBe(8300);
  });

  it('writes the feature in its own folders and files', () => {
    const outside = created.filter(
      (file) =>
        !file.startsWith('apps/api/src/features/water-log/') &&
        !file.startsWith('apps/web/src/features/water-log/') &&
        !file.startsWith('apps/api/src/db/migrations/') &&
        !/^apps\/web\/src\/locales\/(en|fr|ar)\/water-log\.json$/.test(file) &&
        !/^packages\/contracts\/src\/(endpoints\/)?water-log\.ts$/.test(file) &&
        file !== 'apps/web/src/routes/app/water-log.tsx',
    );
    expect(outside).toEqual([]);
    expect(created).toContain('apps/api/src/features/water-log/water-log.module.ts');
    expect(created.filter((file) => file.endsWith('.sql'))).toHaveLength(1);
  });

  /**
   * The files outside the new feature's folders that adding it edits, each for a reason docs/ARCHITECTURE.md's
   * checklist gives: a new hub fails here. Issue 37 asks for six at most, drizzle-kit's journal of migrations counted.
   */
  it('edits only the lists a feature joins, six files', () => {
    expect(changed).toEqual([
      'apps/api/src/db/migrations/meta/_journal.json',
      'apps/api/src/modules.ts',
      'apps/web/src/app/route-table.ts',
      'packages/contracts/src/error-messages.ts',
      'packages/contracts/src/errors.ts',
      'packages/contracts/src/index.ts',
    ]);
  });

  it('type-checks and lints, the three languages alike', () => {
    // The projects a feature lives in (the contracts come with them); e2e and bench import neither new file.
    execFileSync('npx', ['tsc', '-b', 'apps/api', 'apps/web'], { cwd: copy, stdio: 'pipe' });
    execFileSync(
      'npx',
      ['eslint', '--max-warnings', '0', 'apps/api/src/features/water-log', 'apps/web/src/features/water-log'],
      { cwd: copy, stdio: 'pipe' },
    );
    execFileSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'web',
        'src/locales/locales.test.ts',
        'src/app/route-table.test.ts',
        'src/app/router.test.tsx',
      ],
      { cwd: copy, stdio: 'pipe' },
    );
  }, 600_000);
});
