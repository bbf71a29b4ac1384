import type { Credentials, Role } from '@vitalia/contracts';
import type { Caller } from '../lib/auth';
import type { Services } from '../services';
import { demoFeedPosts } from './demo-feed';
import { demoPersonaEntries } from './demo-persona';
import { seedDemoDraw, seedDemoRewards } from './demo-rewards';
import { seedDemoGames } from './demo-games';

export const demoPassword = 'vitalia-demo';

/**
 * An account with this email, password and role, registered with no name yet (its owner completes the profile):
 * made when missing, its password and role reset otherwise. The operator's `user:create`, and the journeys' staff.
 */
export async function ensureAccountWithRole(services: Services, credentials: Credentials, role: Role) {
  const account = await services.identity.ensureAccount(credentials);
  await services.users.ensureRegistered(account, { role, firstname: null, lastname: null, language: 'fr' });
}

const demoPeople: {
  role: Role;
  tier: 'free' | 'premium';
  email: string;
  firstname: string;
  lastname: string;
  username: string;
  gender: 'male' | 'female';
  birthDate: string;
}[] = [
  {
    role: 'karim',
    tier: 'premium',
    email: 'karim@vitalia.example',
    firstname: 'Karim',
    lastname: 'Benali',
    username: 'karim',
    gender: 'male',
    birthDate: '1990-03-14',
  },
  {
    role: 'admin',
    tier: 'premium',
    email: 'admin@vitalia.example',
    firstname: 'Sofia',
    lastname: 'Moreau',
    username: 'sofia.admin',
    gender: 'female',
    birthDate: '1988-11-02',
  },
  {
    role: 'user',
    tier: 'free',
    email: 'member@vitalia.example',
    firstname: 'Amina',
    lastname: 'El Idrissi',
    username: 'amina',
    gender: 'female',
    birthDate: '1996-06-21',
  },
  {
    role: 'user',
    tier: 'premium',
    email: 'premium@vitalia.example',
    firstname: 'Yasmine',
    lastname: 'Haddad',
    username: 'yasmine',
    gender: 'female',
    birthDate: '1993-09-08',
  },
];

/**
 * The demo data: the plans (D4), karim's first posts and persona library, and one account per role with a completed profile — two
 * members (one on Free, one on Premium), admin and karim on Premium, partner rewards with codes, this month's open draw and challenge, so that every
 * screen can be tried. Idempotent: running it again resets
 * the accounts' password and role, and adds only what is missing.
 */
export async function seedDemoAccounts(services: Services) {
  await services.plans.ensureDefaults();
  const seeded = [];
  let admin: { caller: Caller; id: string } | undefined;
  let karim: { caller: Caller; id: string } | undefined;
  for (const person of demoPeople) {
    const account = await services.identity.ensureAccount({ email: person.email, password: demoPassword });
    await services.users.ensureRegistered(account, {
      role: person.role,
      firstname: person.firstname,
      lastname: person.lastname,
      language: 'fr',
    });
    await services.users.updateProfile(account, {
      firstname: person.firstname,
      lastname: person.lastname,
      username: person.username,
      gender: person.gender,
      birthDate: person.birthDate,
    });
    const { tier } = person;
    const member = { caller: account, id: (await services.users.memberOf(account)).id };
    if (person.role === 'admin') admin = member;
    if (person.role === 'karim') karim = member;
    await services.subscriptions.ensureDemoPlan(account, tier);
    seeded.push({
      role: person.role,
      email: person.email,
      password: demoPassword,
      plan: tier === 'free' ? 'Free' : 'Premium yearly',
    });
  }
  // His posts and his Q&A library are what his AI persona answers from.
  await services.feedAuthoring.seed(demoFeedPosts(), karim!.id);
  await services.persona.seedLibrary(demoPersonaEntries(), karim!.caller);
  await seedDemoRewards(services, admin!.id);
  await seedDemoDraw(services, admin!.caller);
  await seedDemoGames(services, karim!.caller);
  return seeded;
}
