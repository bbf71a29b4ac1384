import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../apps/api/src/test/server-process';

/**
 * A PostgreSQL server of this script's own, made with the machine's binaries (initdb, pg_ctl) in a throwaway folder
 * on a free port, so it can be stopped and started without touching the PostgreSQL other work on the machine uses.
 * PostgreSQL refuses to run as root: as root it runs as the `postgres` account.
 */
export interface PrivatePostgres {
  url: string;
  /** `fast` ends every session and checkpoints, as a planned restart does; `immediate` is a crash: recovery on start. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

/** The newest installed server's binaries (Debian's layout), or null. */
async function binariesDir(): Promise<string | null> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [] as string[]))
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function idOf(flag: '-u' | '-g', user: string): number | null {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

/** The private server, running; or why one cannot be had here. */
export async function privatePostgres(): Promise<PrivatePostgres | { unavailable: string }> {
  const bin = await binariesDir();
  if (!bin) return { unavailable: 'no PostgreSQL server binaries under /usr/lib/postgresql' };
  const isRoot = process.getuid?.() === 0;
  const [uid, gid] = [idOf('-u', 'postgres'), idOf('-g', 'postgres')];
  if (isRoot && (uid === null || gid === null))
    return { unavailable: 'running as root, with no postgres account' };

  const folder = await mkdtemp(path.join(os.tmpdir(), 'vitalia-faults-pg-'));
  if (isRoot) await chown(folder, uid!, gid!);
  const dataDir = path.join(folder, 'data');
  const [port] = await freePorts(1);
  // Asynchronous: the load on the servers goes on while PostgreSQL stops and starts.
  const run = async (tool: string, args: string[]) => {
    const command = isRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = isRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    try {
      await promisify(execFile)(command, fullArgs, { cwd: folder });
    } catch (error) {
      const { stderr, message } = error as { stderr?: string; message: string };
      throw new Error(`${tool} ${args.join(' ')} failed: ${stderr || message}`, { cause: error });
    }
  };
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100`,
      'start',
    ]);
  try {
    await run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions']);
    await start();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    start,
    async remove() {
      try {
        await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
