import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's migrations, as every database gets them. */
const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A copy of the migrations as they stood before `tag`: its journal stops short of it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitalia-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`no migration ${tag} after the first in ${migrationsFolder}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * An embedded database migrated up to just before `tag`, for a migration test to fill the old way; `migrateRest`
 * runs `tag` and what follows it, as an upgrade would. `close` removes it all.
 */
export async function databaseBefore(tag: string) {
  const client = await PGlite.create();
  const db = drizzle(client);
  const before = await migrationsBefore(tag);
  await migrate(db, { migrationsFolder: before });
  return {
    client,
    db,
    migrateRest: () => migrate(db, { migrationsFolder }),
    async close() {
      await client.close();
      await rm(before, { recursive: true, force: true });
    },
  };
}
