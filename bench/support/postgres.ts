import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database on the PostgreSQL at DATABASE_URL (or the local one on 127.0.0.1:5432), dropped by `drop`; null
 * when no PostgreSQL answers, so a benchmark measures PGlite alone.
 */
export async function throwawayPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `vitalia_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
