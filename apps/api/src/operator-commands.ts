/**
 * Operator commands (issue 3; the identity moves, issue 19 and decision 040), run by `cli.ts`:
 *   npm run cli -- user:create --email E --password P --role user|admin|karim
 *   npm run cli -- user:role --email E --role R
 *   npm run cli -- demo:seed            (one demo account per role; run by `npm start`)
 *   npm run cli -- identity:export-firebase --out FILE.json
 *   npm run cli -- identity:import-firebase --file FILE --hash-key B64 --salt-separator B64 --rounds N --mem-cost N
 * A command answers its exit code rather than ending the process, so its tests run in the test's own process.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { credentials, isRole, roles, type Role } from '@vitalia/contracts';
import { ConfigError, loadConfig } from './config';
import { configuredDatabase, openDatabase } from './db/client';
import { ensureAccountWithRole, seedDemoAccounts } from './demo/demo-accounts';
import {
  exportToFirebase,
  importFromFirebase,
  MigrationRefusal,
} from './features/identity/firebase-migration';
import { identityRepository } from './features/identity/identity.repository';
import { usersRepository } from './features/users/users.repository';
import { createServices } from './services';

const usage = `Usage:
  npm run cli -- user:create --email E --password P --role ${roles.join('|')}
  npm run cli -- user:role --email E --role ${roles.join('|')}
  npm run cli -- demo:seed
  npm run cli -- identity:export-firebase --out FILE.json
  npm run cli -- identity:import-firebase --file FILE --hash-key B64 --salt-separator B64 --rounds N --mem-cost N`;

const commands = [
  'user:create',
  'user:role',
  'demo:seed',
  'identity:export-firebase',
  'identity:import-firebase',
];

/** What the operator typed wrong: said in one line with the usage, exit code 2. */
class UsageError extends Error {}

export interface OperatorOutput {
  print(text: string): void;
  complain(text: string): void;
}

function roleOption(value: string | undefined): Role {
  if (!isRole(value)) throw new UsageError(`--role must be one of ${roles.join(', ')}`);
  return value;
}

function parsedArguments(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        out: { type: 'string' },
        file: { type: 'string' },
        'hash-key': { type: 'string' },
        'salt-separator': { type: 'string' },
        rounds: { type: 'string' },
        'mem-cost': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function configFrom(environment: Record<string, string | undefined> | undefined) {
  try {
    return loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * Runs one command on the database the configuration names and answers its exit code: 0 done, 2 refused (bad
 * arguments, configuration or migration file). `environment` defaults to the process's own.
 */
export async function runOperatorCommand(
  argv: string[],
  output: OperatorOutput,
  environment?: Record<string, string | undefined>,
): Promise<number> {
  try {
    return await run(argv, output, environment);
  } catch (error) {
    if (error instanceof UsageError) {
      output.complain(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof MigrationRefusal) {
      output.complain(error.message);
      return 2;
    }
    throw error;
  }
}

async function run(
  argv: string[],
  output: OperatorOutput,
  environment: Record<string, string | undefined> | undefined,
) {
  const { positionals, values } = parsedArguments(argv);
  const [command] = positionals;
  if (!command || !commands.includes(command)) throw new UsageError('Unknown or missing command.');
  const config = configFrom(environment);

  const database = await openDatabase(configuredDatabase(config));
  const services = await createServices({ config, db: database.db, log: pino({ level: 'silent' }) });
  try {
    if (command === 'user:create') {
      const role = roleOption(values.role);
      const parsed = credentials.safeParse({ email: values.email, password: values.password });
      if (!parsed.success)
        throw new UsageError(
          `Invalid --email or --password (codes ${parsed.error.issues.map((issue) => issue.message).join(', ')}).`,
        );
      await ensureAccountWithRole(services, parsed.data, role);
      output.print(`${parsed.data.email} is ready with the role ${role}.`);
    } else if (command === 'user:role') {
      const role = roleOption(values.role);
      const userRows = usersRepository(database.db, services.events);
      const user = values.email ? await userRows.findByEmail(values.email.trim().toLowerCase()) : undefined;
      if (!user) throw new UsageError(`No member with the email ${values.email ?? '(none given)'}.`);
      // The operator's change is on the record like staff's: an audit row without an actor.
      await userRows.setRole(user.id, role, {
        action: 'member.role_changed',
        target: { type: 'member', id: user.id },
        before: { role: user.role },
        after: { role },
      });
      output.print(`${user.email} now has the role ${role}.`);
    } else if (command === 'identity:export-firebase') {
      const projectId = config.identity.kind === 'firebase' ? config.identity.projectId : undefined;
      output.print((await exportToFirebase(identityRepository(database.db), values, projectId)).join('\n'));
    } else if (command === 'identity:import-firebase') {
      output.print((await importFromFirebase(identityRepository(database.db), values)).join('\n'));
    } else {
      const accounts = await seedDemoAccounts(services);
      output.print('\nDemo accounts (local use only):');
      for (const account of accounts)
        output.print(
          `  ${account.role.padEnd(6)} ${account.email.padEnd(28)} password: ${account.password}   ${account.plan}`,
        );
      // Reset codes are credentials and never reach the log: a local user reads the email itself.
      if (!config.smtpUrl)
        output.print(
          `\nEmails, password reset codes included, are written to ${path.join(config.dataDir, 'outbox')}.`,
        );
      output.print('');
    }
    return 0;
  } finally {
    await services.close();
    await database.close();
  }
}
