import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from './operator-commands';
import { runCli } from './test/server-process';

/** A process of its own opens the embedded database and migrates it: seconds, more on a busy CI machine. */
const cliProcessTimeoutMs = 60_000;

describe('operator CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** The commands in this process, on an embedded database in the test's folder: what the CLI prints and exits with. */
  async function cli(...args: string[]) {
    let output = '';
    const write = (text: string) => (output += `${text}\n`);
    const status = await runOperatorCommand(
      args,
      { print: write, complain: write },
      { DATA_DIR: dataDir, DATABASE_URL: '' },
    );
    return { status, output };
  }

  it('creates a user with a role, changes the role, and refuses bad input with exit code 2', async () => {
    expect(
      await cli('user:create', '--email', 'Coach@Example.com', '--password', 'secret12', '--role', 'admin'),
    ).toMatchObject({
      status: 0,
      output: expect.stringContaining('coach@example.com is ready with the role admin'),
    });
    expect(await cli('user:role', '--email', 'coach@example.com', '--role', 'karim')).toMatchObject({
      status: 0,
      output: expect.stringContaining('now has the role karim'),
    });
    expect(await cli('user:role', '--email', 'coach@example.com', '--role', 'boss')).toMatchObject({
      status: 2,
      output: expect.stringContaining('--role must be one of karim, admin, user'),
    });
    expect(
      await cli('user:create', '--email', 'x@example.com', '--password', '123', '--role', 'user'),
    ).toMatchObject({ status: 2, output: expect.stringContaining('6002') });
    expect(await cli('user:role', '--email', 'ghost@example.com', '--role', 'user')).toMatchObject({
      status: 2,
      output: expect.stringContaining('No member with the email ghost@example.com'),
    });
    expect(await cli('make:coffee')).toMatchObject({
      status: 2,
      output: expect.stringContaining('Unknown or missing command.'),
    });
    expect(await cli('user:role', '--colour', 'blue')).toMatchObject({
      status: 2,
      output: expect.stringContaining("Unknown option '--colour'"),
    });
  });

  it('refuses a file that is not a Firebase export in one line, with exit code 2', async () => {
    const file = path.join(dataDir, 'not-firebase.json');
    await writeFile(file, '{"accounts": []}');
    const result = await cli(
      'identity:import-firebase',
      '--file',
      file,
      '--hash-key',
      'a2V5',
      '--salt-separator',
      'Bw==',
      '--rounds',
      '8',
      '--mem-cost',
      '14',
    );
    expect(result.status).toBe(2);
    expect(result.output.trim()).toMatch(/^[^\n]*is not a Firebase auth:export JSON file: users [^\n]*$/);
  });

  it('seeds one demo account per role, twice without harm', async () => {
    for (let run = 0; run < 2; run += 1) {
      const result = await cli('demo:seed');
      expect(result.status).toBe(0);
      for (const role of ['karim', 'admin', 'user'])
        expect(result.output).toMatch(new RegExp(`${role}\\s+\\S+@vitalia.example`));
      expect(result.output).toContain(
        `password reset codes included, are written to ${path.join(dataDir, 'outbox')}`,
      );
    }
  });

  it(
    'runs as its own process, as `npm start` and an operator run it, and exits with the command’s code',
    () => {
      expect(runCli(['demo:seed'], { DATA_DIR: dataDir, DATABASE_URL: '' })).toMatchObject({
        status: 0,
        output: expect.stringMatching(/admin\s+\S+@vitalia.example/),
      });
      expect(runCli(['make:coffee'], { DATA_DIR: dataDir, DATABASE_URL: '' })).toMatchObject({
        status: 2,
        output: expect.stringContaining('Usage:'),
      });
    },
    cliProcessTimeoutMs,
  );
});
