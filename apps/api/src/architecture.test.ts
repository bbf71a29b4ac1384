import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = path.dirname(new URL(import.meta.url).pathname);
const sourceFiles = (readdirSync(sourceDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(sourceDir, file), 'utf8') }));

/** House rules that review alone would let slip; import boundaries are ESLint's, circles import-cycles.test.mjs's. */
describe('API architecture', () => {
  it('reads process.env only in config.ts', () => {
    const readers = sourceFiles.filter(({ text }) => /process\.env\b/.test(text)).map(({ file }) => file);
    // A child process's environment too (the server, the CLI a test starts): `childProcessEnvironment`.
    expect(readers).toEqual(['config.ts']);
  });

  it('keeps SQL in repositories, table definitions and the db layer', () => {
    const sqlOutside = sourceFiles
      .filter(
        ({ file }) =>
          !file.endsWith('.repository.ts') &&
          !file.endsWith('.schema.ts') &&
          !file.startsWith('db/') &&
          !file.startsWith('test/'),
      )
      .filter(({ text }) => /from 'drizzle-orm'|\bsql`/.test(text))
      .map(({ file }) => file);
    expect(sqlOutside).toEqual([]);
  });

  // The users feature owns its table: whatever others need of a member goes through it (the member directory).
  it('writes the users table only from the users repository', () => {
    const writers = sourceFiles
      .filter(({ file }) => !file.endsWith('.test.ts') && !file.startsWith('test/'))
      .filter(({ text }) =>
        /\.(insert|update|delete)\(users\)|(insert into|update|delete from) "?users"?\b/i.test(text),
      )
      .map(({ file }) => file);
    expect(writers).toEqual(['features/users/users.repository.ts']);
  });

  // Tests hash passwords cheaply (test/test-app.ts); nothing a server or the CLI runs may choose the parameters.
  it('lets only the test app choose how passwords are hashed', () => {
    const choosers = sourceFiles
      .filter(({ text }) => /passwordHashing\b/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(choosers).toEqual([
      'app.ts',
      'features/identity/identity.module.ts',
      'features/identity/identity.service.ts',
      'lib/feature-module.ts',
      'services.ts',
      'test/test-app.ts',
    ]);
  });

  /**
   * Through the tables' barrel (db/schema.ts) any repository could read any table. These reads of another feature's
   * table are the ones there were when the rule came (issue 37), each a join for a name or a prize; a new one fails
   * here: read it through that feature's port instead, or say why in a decision record and add it.
   */
  it("lets no new repository read another feature's table", () => {
    const ownerOf = new Map<string, string>();
    for (const { file, text } of sourceFiles.filter(({ file }) => file.endsWith('.schema.ts'))) {
      const owner = file.startsWith('features/') ? file.split('/')[1]! : 'lib';
      for (const [, table] of text.matchAll(/export const (\w+) = pgTable/g)) ownerOf.set(table!, owner);
    }
    const foreignReads = sourceFiles
      .filter(({ file }) => file.startsWith('features/') && !file.endsWith('.schema.ts'))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/import \{([^}]*)\} from '\.\.\/\.\.\/db\/schema'/g)].flatMap(([, names]) =>
          names!
            .split(',')
            .map((name) =>
              name
                .replace(/\btype\b/, '')
                .split(' as ')[0]!
                .trim(),
            )
            .filter((table) => ownerOf.has(table) && ownerOf.get(table) !== file.split('/')[1])
            .map((table) => `${file} reads ${ownerOf.get(table)}.${table}`),
        ),
      )
      .sort();
    expect(foreignReads).toEqual([
      'features/community/community-messages.repository.ts reads users.users',
      'features/draws/draw-prizes.repository.ts reads rewards.rewards',
      'features/draws/draw-results.repository.ts reads rewards.promoCodes',
      'features/draws/draw-results.repository.ts reads users.users',
      'features/draws/drawing.repository.ts reads rewards.promoCodes',
      'features/draws/drawing.repository.ts reads users.users',
      'features/draws/draws-export.repository.ts reads rewards.promoCodes',
      'features/draws/draws-export.repository.ts reads rewards.rewards',
      'features/feed/feed-comments.repository.ts reads users.users',
      'features/feed/feed-posts.repository.ts reads users.users',
      'features/games/game-points.repository.ts reads users.users',
    ]);
  });

  // drizzle-kit reads every table file (drizzle.config.ts); the barrel is what older repositories import from.
  it('gives every table one owner: a module, or the platform', async () => {
    const { modules } = await import('./modules');
    const barrel = await import('./db/schema');
    const moduleTables = modules.flatMap((module) => Object.keys(module.tables ?? {}));
    expect(new Set(moduleTables).size).toBe(moduleTables.length);
    const platformTables = ['domainEvents', 'domainEventDeliveries', 'auditLog', 'rateLimitWindows'];
    const owned = new Set([...moduleTables, ...platformTables]);
    expect(Object.keys(barrel).filter((table) => !owned.has(table))).toEqual([]);
  });

  // The PostgreSQL step of `npm test` leaves these files out: one that reached the database there would go unproven.
  it('lists as database-free only test files that open no database at DATABASE_URL', () => {
    const listed = readFileSync(path.join(sourceDir, '..', 'tests-without-postgres.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => path.relative('src', line.trim()));
    const databaseHelper =
      /from '[./]*(test\/)?(test-app|migrations-before|database-server|db\/client|config)'/;
    const reachesDatabase = listed.filter((file) => {
      const text = readFileSync(path.join(sourceDir, file), 'utf8');
      const startsChildOnItsOwnDatabase =
        !/runCli|childProcessEnvironment|runOperatorCommand/.test(text) || /DATABASE_URL: ''/.test(text);
      return databaseHelper.test(text) || /serverProcess/.test(text) || !startsChildOnItsOwnDatabase;
    });
    expect(listed.length).toBeGreaterThan(0);
    expect(reachesDatabase).toEqual([]);
  });
});
