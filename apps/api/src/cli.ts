/**
 * Operator commands (issue 3; the identity moves, issue 19 and decision 040):
 *   npm run cli -- user:create --email E --password P --role user|admin|karim
 *   npm run cli -- user:role --email E --role R
 *   npm run cli -- demo:seed            (one demo account per role; run by `npm start`)
 *   npm run cli -- identity:export-firebase --out FILE.json
 *   npm run cli -- identity:import-firebase --file FILE --hash-key B64 --salt-separator B64 --rounds N --mem-cost N
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

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function roleOption(value: string | undefined): Role {
  if (!isRole(value)) fail(`--role must be one of ${roles.join(', ')}`);
  return value;
}

const { positionals, values } = parseArgs({
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
const commands = [
  'user:create',
  'user:role',
  'demo:seed',
  'identity:export-firebase',
  'identity:import-firebase',
];
const [command] = positionals;
if (!command || !commands.includes(command)) fail('Unknown or missing command.');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const database = await openDatabase(configuredDatabase(config));
const services = await createServices({ config, db: database.db, log: pino({ level: 'silent' }) });

try {
  if (command === 'user:create') {
    const role = roleOption(values.role);
    const parsed = credentials.safeParse({ email: values.email, password: values.password });
    if (!parsed.success)
      fail(
        `Invalid --email or --password (codes ${parsed.error.issues.map((issue) => issue.message).join(', ')}).`,
      );
    await ensureAccountWithRole(services, parsed.data, role);
    console.log(`${parsed.data.email} is ready with the role ${role}.`);
  } else if (command === 'user:role') {
    const role = roleOption(values.role);
    const user = values.email
      ? await usersRepository(database.db).findByEmail(values.email.trim().toLowerCase())
      : undefined;
    if (!user) fail(`No member with the email ${values.email ?? '(none given)'}.`);
    // The operator's change is on the record like staff's: an audit row without an actor.
    await usersRepository(database.db).setRole(user.id, role, {
      action: 'member.role_changed',
      target: { type: 'member', id: user.id },
      before: { role: user.role },
      after: { role },
    });
    console.log(`${user.email} now has the role ${role}.`);
  } else if (command === 'identity:export-firebase') {
    const projectId = config.identity.kind === 'firebase' ? config.identity.projectId : undefined;
    console.log((await exportToFirebase(identityRepository(database.db), values, projectId)).join('\n'));
  } else if (command === 'identity:import-firebase') {
    console.log((await importFromFirebase(identityRepository(database.db), values)).join('\n'));
  } else {
    const accounts = await seedDemoAccounts(services);
    console.log('\nDemo accounts (local use only):');
    for (const account of accounts)
      console.log(
        `  ${account.role.padEnd(6)} ${account.email.padEnd(28)} password: ${account.password}   ${account.plan}`,
      );
    // Reset codes are credentials and never reach the log: a local user reads the email itself.
    if (!config.smtpUrl)
      console.log(
        `\nEmails, password reset codes included, are written to ${path.join(config.dataDir, 'outbox')}.`,
      );
    console.log('');
  }
} catch (error) {
  if (!(error instanceof MigrationRefusal)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await services.liveBus.close();
  await database.close();
}
