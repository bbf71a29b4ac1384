import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './test/server-process';

/** Each CLI run is a process that opens the embedded database and migrates it (~3 s; more on a busy CI machine). */
const cliRunsTimeoutMs = 90_000;

describe('operator CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) => runCli(args, { DATA_DIR: dataDir, DATABASE_URL: '' });

  it(
    'creates a user with a role, changes the role, and refuses bad input',
    () => {
      expect(
        cli('user:create', '--email', 'Coach@Example.com', '--password', 'secret12', '--role', 'admin'),
      ).toMatchObject({
        status: 0,
        output: expect.stringContaining('coach@example.com is ready with the role admin'),
      });
      expect(cli('user:role', '--email', 'coach@example.com', '--role', 'karim').output).toContain(
        'now has the role karim',
      );
      expect(cli('user:role', '--email', 'coach@example.com', '--role', 'boss')).toMatchObject({ status: 2 });
      expect(
        cli('user:create', '--email', 'x@example.com', '--password', '123', '--role', 'user').output,
      ).toContain('6002');
      expect(cli('user:role', '--email', 'ghost@example.com', '--role', 'user').output).toContain(
        'No member',
      );
      expect(cli('make:coffee').status).toBe(2);
    },
    cliRunsTimeoutMs,
  );

  it(
    'refuses a file that is not a Firebase export in one line, with exit code 2',
    async () => {
      const file = path.join(dataDir, 'not-firebase.json');
      await writeFile(file, '{"accounts": []}');
      const result = cli(
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
    },
    cliRunsTimeoutMs,
  );

  it('seeds one demo account per role, twice without harm', () => {
    for (let run = 0; run < 2; run += 1) {
      const result = cli('demo:seed');
      expect(result.status).toBe(0);
      for (const role of ['karim', 'admin', 'user'])
        expect(result.output).toMatch(new RegExp(`${role}\\s+\\S+@vitalia.example`));
      expect(result.output).toContain(
        `password reset codes included, are written to ${path.join(dataDir, 'outbox')}`,
      );
    }
  });
});
