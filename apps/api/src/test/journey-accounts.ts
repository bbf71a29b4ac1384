/**
 * `node --import tsx journey-accounts.ts PASSWORD [ROLE:EMAIL…]`: what a browser journeys' server starts with, made in
 * one process on DATA_DIR's or DATABASE_URL's database: the demo data, as `npm start` seeds it, and the staff
 * account of each layout that writes as staff. The operator CLI made them once per account, and each of its starts
 * loads the whole API: five seconds apiece beside the journeys, before the first one could begin.
 */
import { isRole } from '@vitalia/contracts';
import { pino } from 'pino';
import { loadConfig } from '../config';
import { configuredDatabase, openDatabase } from '../db/client';
import { ensureAccountWithRole, seedDemoAccounts } from '../demo/demo-accounts';
import { createServices } from '../services';

const [password, ...staff] = process.argv.slice(2);
if (!password) throw new Error('journey-accounts needs the staff password, then ROLE:EMAIL for each account');
const accounts = staff.map((entry) => {
  const [role, email] = entry.split(':');
  if (!isRole(role) || !email) throw new Error(`not ROLE:EMAIL: ${entry}`);
  return { role, email };
});

const config = loadConfig();
const database = await openDatabase(configuredDatabase(config));
const services = await createServices({ config, db: database.db, log: pino({ level: 'silent' }) });
try {
  await seedDemoAccounts(services);
  for (const { role, email } of accounts) await ensureAccountWithRole(services, { email, password }, role);
} finally {
  await services.close();
  await database.close();
}
