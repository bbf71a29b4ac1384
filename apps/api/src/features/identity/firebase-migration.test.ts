import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointFirebaseSdkAtEmulator } from '../../config';
import { registerMember, signUp, uniqueEmail } from '../../test/accounts';
import { startFirebaseEmulator, type FirebaseEmulator } from '../../test/firebase-emulator';
import { firebaseScryptVector as vector } from '../../test/firebase-scrypt-vector';
import { createTestApp, servicesOf, type TestApp } from '../../test/test-app';
import { exportToFirebase, importFromFirebase, MigrationRefusal } from './firebase-migration';
import { identityRepository, type IdentityRepository } from './identity.repository';
import { newAccountUid } from './identity.service';

const firebaseUid = () => randomBytes(14).toString('hex');
const hashOptions = {
  'hash-key': vector.signerKey,
  'salt-separator': vector.saltSeparator,
  rounds: String(vector.rounds),
  'mem-cost': String(vector.memCost),
};
/** An account as `firebase auth:export` writes it, with the password of Firebase's test vector. */
const firebasePasswordUser = (email = uniqueEmail('firebase'), localId = firebaseUid()) => ({
  localId,
  email,
  emailVerified: true,
  passwordHash: vector.hash,
  salt: vector.salt,
  lastSignedInAt: '1475099018000',
  createdAt: '1475099018000',
  providerUserInfo: [],
});

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-firebase-migration-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

let fileCount = 0;
async function jsonFile(content: unknown): Promise<string> {
  const file = path.join(workDir, `file-${(fileCount += 1)}.json`);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      if (!(error instanceof MigrationRefusal)) throw error;
      expect(error.message).not.toContain('\n');
      return error.message;
    },
  );

describe('identity:import-firebase (decision 040, moving accounts)', () => {
  let subject: TestApp;
  let repository: IdentityRepository;
  beforeAll(async () => {
    subject = await createTestApp();
    repository = identityRepository(subject.database.db);
  });
  afterAll(() => subject?.close());

  const signIn = (email: string, password: string) =>
    subject.app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password } });
  const importFile = async (users: unknown[]) =>
    (await importFromFirebase(repository, { file: await jsonFile({ users }), ...hashOptions })).join('\n');

  it('brings Firebase accounts over: the password signs in, and is argon2id from the first sign-in on', async () => {
    const member = firebasePasswordUser();
    const google = { localId: firebaseUid(), email: uniqueEmail('google') };
    const report = await importFile([
      {
        ...member,
        email: member.email.toUpperCase(),
        providerUserInfo: [
          { providerId: 'google.com', rawId: `google-${member.localId}`, email: member.email },
          { providerId: 'facebook.com', rawId: `facebook-${member.localId}` },
        ],
      },
      { ...google, providerUserInfo: [{ providerId: 'apple.com', rawId: `apple-${google.localId}` }] },
      { localId: firebaseUid(), phoneNumber: '+33600000000' },
      { ...firebasePasswordUser(), disabled: true },
    ]);
    expect(report).toContain('Imported 2 accounts');
    expect(report).toContain('2 Google or Apple sign-ins linked');
    expect(report).toContain('1 account without an email not imported');
    expect(report).toContain('1 disabled account not imported');
    expect(report).toContain('1 link to providers other than Google and Apple not kept');

    const imported = await repository.findAccount(member.localId);
    expect(imported).toMatchObject({ email: member.email, emailVerified: true });
    expect(imported?.createdAt.getTime()).toBe(1475099018000);
    expect(imported?.passwordHash).toMatch(/^firebase-scrypt\$8\$14\$/);
    expect(await repository.linkedProviders(member.localId)).toEqual(['google.com']);
    expect(await repository.linkedProviders(google.localId)).toEqual(['apple.com']);
    expect((await repository.findAccount(google.localId))?.passwordHash).toBeNull();

    expect((await signIn(member.email, 'not-the-password')).statusCode).toBe(401);
    const first = await signIn(member.email, vector.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.uid).toBe(member.localId);
    expect((await repository.findAccount(member.localId))?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signIn(member.email, vector.password)).statusCode).toBe(200);
    expect((await signIn(member.email, 'not-the-password')).statusCode).toBe(401);
  });

  it('leaves accounts already here as they are, but gives our shadow of a Firebase account its password', async () => {
    const taken = await signUp(subject.app);
    const shadow = firebasePasswordUser();
    await repository.insertAccount({ uid: shadow.localId, email: shadow.email, passwordHash: null });
    const users = [
      firebasePasswordUser(taken.email),
      firebasePasswordUser(uniqueEmail('firebase'), taken.uid),
      {
        ...shadow,
        providerUserInfo: [{ providerId: 'google.com', rawId: `google-${shadow.localId}` }],
      },
    ];
    const report = await importFile(users);
    expect(report).toContain('Imported 0 accounts');
    expect(report).toContain('1 account already here without a password (same uid and email) took');
    expect(report).toContain('2 accounts already here (same uid or email) left unchanged');
    expect((await signIn(taken.email, 'correct-horse')).statusCode).toBe(200);
    expect((await signIn(taken.email, vector.password)).statusCode).toBe(401);
    expect((await signIn(shadow.email, vector.password)).json().user.uid).toBe(shadow.localId);
    expect(await repository.linkedProviders(shadow.localId)).toEqual(['google.com']);

    expect(await importFile(users)).toContain('3 accounts already here (same uid or email) left unchanged');
  });

  it('refuses, in one line, a file that is not a Firebase export, and writes nothing from it', async () => {
    const valid = firebasePasswordUser();
    const cases: [unknown, RegExp][] = [
      ['{"users": [', /not JSON/],
      [{ accounts: [valid] }, /users/],
      [
        { users: [valid, { ...firebasePasswordUser(), salt: 'not base64!' }] },
        /users\.1\.salt must be base64/,
      ],
      [{ users: [valid, { ...firebasePasswordUser(), salt: undefined }] }, /passwordHash and salt/],
      [{ users: [valid, { ...firebasePasswordUser(), createdAt: 'yesterday' }] }, /createdAt/],
      [{ users: [valid, { email: uniqueEmail() }] }, /users\.1\.localId/],
      [{ users: [valid, firebasePasswordUser(uniqueEmail(), valid.localId)] }, /localId .* twice/],
      [
        { users: [valid, { ...firebasePasswordUser(), displayName: 'Nul\u0000' }] },
        /displayName must not hold a NUL/,
      ],
    ];
    for (const [content, message] of cases) {
      const file = await jsonFile(content);
      expect(await refusal(importFromFirebase(repository, { file, ...hashOptions }))).toMatch(message);
    }
    expect(
      await refusal(importFromFirebase(repository, { file: `${workDir}/missing.json`, ...hashOptions })),
    ).toMatch(/Cannot read/);
    expect(await repository.findAccountByEmail(valid.email)).toBeUndefined();
    // What the database refuses halfway through undoes the rest: one transaction.
    const links = [{ provider: 'facebook.com', subject: 'facebook-1' }];
    await expect(
      repository.importAccounts([
        { account: { uid: valid.localId, email: valid.email }, links: [] },
        { account: { uid: firebaseUid(), email: uniqueEmail() }, links },
      ]),
    ).rejects.toThrow();
    expect(await repository.findAccountByEmail(valid.email)).toBeUndefined();
  });

  it("refuses missing or invalid options before reading anything: the file and the project's hash parameters", async () => {
    const file = await jsonFile({ users: [] });
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ ...hashOptions }, /needs --file/],
      [
        { file, ...hashOptions, 'hash-key': undefined },
        /needs --hash-key, --salt-separator, --rounds and --mem-cost/,
      ],
      [{ file, ...hashOptions, 'hash-key': 'not base64!' }, /must be base64/],
      [{ file, ...hashOptions, 'hash-key': '' }, /hash key must not be empty/],
      [{ file, ...hashOptions, rounds: '9' }, /rounds must be a whole number from 1 to 8/],
      [{ file, ...hashOptions, rounds: '8.5' }, /rounds/],
      [{ file, ...hashOptions, 'mem-cost': '15' }, /memory cost must be a whole number from 1 to 14/],
    ];
    for (const [options, message] of cases)
      expect(await refusal(importFromFirebase(repository, options))).toMatch(message);
    expect(await importFromFirebase(repository, { file, ...hashOptions, 'salt-separator': '' })).toEqual([
      expect.stringContaining('Imported 0 accounts'),
    ]);
  });
});

/** What the Admin SDK's importUsers takes for a user of the `auth:import` file. */
interface ExportedUser {
  localId: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  disabled: boolean;
  providerUserInfo: { providerId: string; rawId: string; email: string }[];
}
const asImportRecord = (user: ExportedUser) => ({
  uid: user.localId,
  email: user.email,
  emailVerified: user.emailVerified,
  disabled: user.disabled,
  metadata: { creationTime: new Date(Number(user.createdAt)).toUTCString() },
  providerData: user.providerUserInfo.map((provider) => ({
    uid: provider.rawId,
    providerId: provider.providerId,
    email: provider.email,
  })),
});
/** What `firebase auth:import` accepts (firebase-tools' accountImporter); it refuses a file with any other key. */
const importableKeys = [
  'localId',
  'email',
  'emailVerified',
  'displayName',
  'createdAt',
  'providerUserInfo',
  'disabled',
];

describe('identity:export-firebase (decision 040, moving accounts)', () => {
  let subject: TestApp;
  let repository: IdentityRepository;
  let emulator: FirebaseEmulator;
  beforeAll(async () => {
    [subject, emulator] = await Promise.all([createTestApp(), startFirebaseEmulator()]);
    repository = identityRepository(subject.database.db);
  }, 90_000);
  afterAll(async () => {
    await subject?.close();
    await emulator?.stop();
  });

  it('refuses a missing or unusable --out, and never writes over a file', async () => {
    expect(await refusal(exportToFirebase(repository, {}))).toMatch(/needs --out/);
    expect(await refusal(exportToFirebase(repository, { out: `${workDir}/accounts.csv` }))).toMatch(/\.json/);
    const existing = await jsonFile('keep me');
    expect(await refusal(exportToFirebase(repository, { out: existing }))).toMatch(/it exists/);
    expect(await readFile(existing, 'utf8')).toBe('keep me');
  });

  it('writes every account but the purged ones, and importUsers gives Firebase the same uids, emails and providers', async () => {
    const withPassword = await signUp(subject.app);
    const federated = await repository.insertFederatedAccount(
      { uid: newAccountUid(), email: uniqueEmail('google'), passwordHash: null, emailVerified: true },
      { provider: 'google.com', subject: `google-${randomBytes(6).toString('hex')}` },
    );
    await repository.linkFederatedIdentity('apple.com', `apple-${withPassword.uid}`, withPassword.uid);
    // Within the grace period a member may still come back (signing in cancels the deletion): they go over too.
    const leaving = await registerMember(subject.app);
    const purged = await registerMember(subject.app);
    const services = await servicesOf(subject);
    const monthAgo = new Date(Date.now() - 31 * 86_400_000);
    await services.users.requestDeletion(leaving);
    await services.users.requestDeletion(purged, monthAgo);
    expect(await services.users.purgeDeletedAccounts()).toBe(1);

    const out = path.join(workDir, 'to-firebase.json');
    const report = (await exportToFirebase(repository, { out }, emulator.projectId)).join('\n');
    expect(report).toContain('Wrote 3 accounts');
    expect(report).toContain('2 had passwords');
    expect(report).toContain(`firebase auth:import ${out} --project ${emulator.projectId}`);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    const { users } = JSON.parse(await readFile(out, 'utf8')) as { users: ExportedUser[] };
    expect(users.map((user) => user.localId).sort()).toEqual(
      [withPassword.uid, federated!.uid, leaving.uid].sort(),
    );
    for (const user of users) expect(importableKeys).toEqual(expect.arrayContaining(Object.keys(user)));

    pointFirebaseSdkAtEmulator({
      kind: 'firebase',
      projectId: emulator.projectId,
      apiKey: 'demo-api-key',
      authDomain: `${emulator.projectId}.firebaseapp.com`,
      credentials: { kind: 'emulator', host: emulator.host },
    });
    const app = initializeApp(
      { projectId: emulator.projectId },
      `migration-${randomBytes(4).toString('hex')}`,
    );
    try {
      const auth = getAuth(app);
      const result = await auth.importUsers(users.map(asImportRecord));
      expect(result.errors).toEqual([]);
      const found = await auth.getUsers(users.map((user) => ({ uid: user.localId })));
      const byUid = new Map(found.users.map((user) => [user.uid, user]));
      for (const user of users) {
        const firebaseUser = byUid.get(user.localId);
        expect(firebaseUser?.email).toBe(user.email);
        expect(firebaseUser?.metadata.creationTime).toBe(new Date(Number(user.createdAt)).toUTCString());
        expect(firebaseUser?.providerData.map(({ providerId, uid }) => ({ providerId, uid })).sort()).toEqual(
          user.providerUserInfo.map(({ providerId, rawId }) => ({ providerId, uid: rawId })).sort(),
        );
      }
      expect(byUid.get(withPassword.uid)?.providerData.map(({ providerId }) => providerId)).toEqual([
        'apple.com',
      ]);
      expect(byUid.get(federated!.uid)?.emailVerified).toBe(true);
      // No password went over: the member's first sign-in there fails, until "Forgot password?".
      await expect(
        emulator.identityToolkit('signInWithPassword', {
          email: withPassword.email,
          password: 'correct-horse',
          returnSecureToken: true,
        }),
      ).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
    } finally {
      await deleteApp(app);
    }
  });
});
