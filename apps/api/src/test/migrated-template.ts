import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { dumpEmbeddedDatabase, openDatabase } from '../db/client';
import { databaseUrlOn, onServer } from './database-server';

/**
 * One migrated database per test run, which every test file's throwaway database starts from (test-app.ts). Each
 * file used to create its own and migrate it: on PGlite two seconds of the API step's CPU per file, most of it the
 * engine's own start, which loading a dump skips.
 */
export type MigratedTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; databaseName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate | null;
  }
}

/** Vitest's global setup for the API project: makes the template, hands its address to the workers, drops it. */
export default async function setup(project: TestProject) {
  const serverUrl = loadConfig().databaseUrl;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const dump = await dumpEmbeddedDatabase(database.db);
    await database.close();
    const dumpFile = path.join(os.tmpdir(), `vitalia-migrated-${process.pid}-${Date.now()}.tar`);
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedTemplate', { kind: 'pglite', dumpFile });
    return () => rm(dumpFile, { force: true });
  }
  const databaseName = `vitalia_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${databaseName}`);
  // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlOn(serverUrl, databaseName) });
  await database.close();
  project.provide('migratedTemplate', { kind: 'postgres', serverUrl, databaseName });
  return () => onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
}
