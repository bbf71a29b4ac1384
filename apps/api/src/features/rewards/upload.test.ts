import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepAbandonedImportFiles } from './upload';

describe('the sweep of spooled import files', () => {
  let uploadDir: string;
  beforeEach(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-uploads-'));
  });
  afterEach(() => rm(uploadDir, { recursive: true, force: true }));

  const now = new Date('2026-11-28T12:00:00Z');
  async function spooled(name: string, minutesOld: number) {
    const file = path.join(uploadDir, name);
    await writeFile(file, 'code\nSPRING-1\n');
    const written = new Date(now.getTime() - minutesOld * 60_000);
    await utimes(file, written, written);
  }

  it('deletes what a stopped import left an hour ago or more, and nothing an import may still read', async () => {
    await spooled('killed-mid-import.upload', 61);
    await spooled('yesterday.upload', 24 * 60);
    await spooled('being-read.upload', 2);
    await spooled('not-a-spool.csv', 24 * 60);

    expect(await sweepAbandonedImportFiles(uploadDir, now)).toBe(2);
    expect((await readdir(uploadDir)).sort()).toEqual(['being-read.upload', 'not-a-spool.csv']);
    expect(await sweepAbandonedImportFiles(uploadDir, now)).toBe(0);
  });

  it('finds nothing to do where no import has spooled yet', async () => {
    expect(await sweepAbandonedImportFiles(path.join(uploadDir, 'never-made'), now)).toBe(0);
  });
});
