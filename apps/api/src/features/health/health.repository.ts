import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Migrations the database has applied, or null when it cannot say (unreachable, or never migrated). */
export async function appliedMigrations(db: Database): Promise<number | null> {
  try {
    const { rows } = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    return Number((rows[0] as { count: number }).count);
  } catch {
    return null;
  }
}
