import { readFile, writeFile } from 'node:fs/promises';
import { emailField, federatedProviders } from '@vitalia/contracts';
import { z } from 'zod';
import {
  firebaseScryptHash,
  firebaseScryptParametersProblem,
  type FirebaseScryptParameters,
} from './firebase-scrypt';
import type { IdentityRepository, ImportedAccount } from './identity.repository';

/**
 * Moving accounts between the embedded identity service and Firebase Authentication (decision 040, "Moving
 * accounts"): the two operator commands, with what they print.
 */

/** The operator's options or file cannot be used: one line for them, exit code 2, nothing written. */
export class MigrationRefusal extends Error {}

/** Standard or URL-safe, padded or not: `auth:export` writes the first, the Admin SDK's `listUsers` the second. */
function decodeBase64(text: string): Buffer | null {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const bytes = Buffer.from(normal, 'base64');
  const isCanonical =
    /^[A-Za-z0-9+/]*$/.test(normal) && bytes.toString('base64').replace(/=+$/, '') === normal;
  return isCanonical ? bytes : null;
}

const base64 = z.string().transform((text, context) => {
  const bytes = decodeBase64(text);
  if (!bytes) context.addIssue({ code: 'custom', message: 'must be base64' });
  return bytes ?? Buffer.alloc(0);
});

// PostgreSQL cannot store it: refused with the file, not met halfway through the writes.
const storableText = z.string().refine((value) => !value.includes('\u0000'), 'must not hold a NUL character');

/** A Firebase `auth:export` JSON file; keys this service has no use for (photoUrl, lastSignedInAt…) are ignored. */
const firebaseExport = z.object({
  users: z.array(
    z
      .object({
        localId: storableText.min(1),
        email: z.string().optional(),
        emailVerified: z.boolean().optional(),
        displayName: storableText.optional(),
        passwordHash: base64.optional(),
        salt: base64.optional(),
        createdAt: z
          .union([z.string().regex(/^\d{1,15}$/), z.number().int().min(0).max(1e15)], {
            error: 'must be milliseconds since 1970',
          })
          .transform((milliseconds) => new Date(Number(milliseconds)))
          .optional(),
        disabled: z.boolean().optional(),
        providerUserInfo: z
          .array(z.object({ providerId: z.string(), rawId: storableText.min(1) }))
          .optional(),
      })
      .refine((user) => (user.passwordHash === undefined) === (user.salt === undefined), {
        message: 'passwordHash and salt come together',
      }),
  ),
});
type FirebaseUser = z.infer<typeof firebaseExport>['users'][number];

const isFederated = (providerId: string) => (federatedProviders as readonly string[]).includes(providerId);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export async function exportToFirebase(
  repository: IdentityRepository,
  options: { out?: string | undefined },
  /** Known when the API already runs with IDENTITY=firebase; a placeholder in the printed command otherwise. */
  projectId?: string,
): Promise<string[]> {
  const { out } = options;
  if (!out) throw new MigrationRefusal('identity:export-firebase needs --out FILE.json');
  // `firebase auth:import` tells JSON from CSV by the name alone.
  if (!out.endsWith('.json')) throw new MigrationRefusal(`--out must name a .json file (got ${out})`);
  const accounts = await repository.listAccountsWithLinks();
  const users = accounts.map((account) => ({
    localId: account.uid,
    email: account.email,
    emailVerified: account.emailVerified,
    ...(account.displayName ? { displayName: account.displayName } : {}),
    providerUserInfo: account.links.map((link) => ({
      providerId: link.provider,
      rawId: link.subject,
      email: account.email,
    })),
    createdAt: String(account.createdAt.getTime()),
    disabled: false,
  }));
  // Members' addresses: readable by the operator alone, and never written over a file already there.
  await writeFile(out, `${JSON.stringify({ users }, null, 2)}\n`, { flag: 'wx', mode: 0o600 }).catch(
    (error: NodeJS.ErrnoException) => {
      throw new MigrationRefusal(
        `Cannot write ${out}: ${error.code === 'EEXIST' ? 'it exists' : error.message}`,
      );
    },
  );
  const withPassword = accounts.filter((account) => account.passwordHash).length;
  return [
    `Wrote ${plural(accounts.length, 'account')} to ${out}.`,
    `${plural(withPassword, 'had a password', 'had passwords')}, which Firebase cannot take (argon2id): their owners set a new one with "Forgot password?".`,
    `Import them with: firebase auth:import ${out} --project ${projectId ?? '<project-id>'}`,
  ];
}

interface ImportOptions {
  file?: string | undefined;
  'hash-key'?: string | undefined;
  'salt-separator'?: string | undefined;
  rounds?: string | undefined;
  'mem-cost'?: string | undefined;
}

function hashParametersOf(options: ImportOptions): FirebaseScryptParameters {
  const { 'hash-key': hashKey, 'salt-separator': saltSeparator, rounds, 'mem-cost': memCost } = options;
  if (hashKey === undefined || saltSeparator === undefined || rounds === undefined || memCost === undefined)
    throw new MigrationRefusal(
      "identity:import-firebase needs --hash-key, --salt-separator, --rounds and --mem-cost (the project's password hash parameters)",
    );
  const signerKey = decodeBase64(hashKey);
  const separator = decodeBase64(saltSeparator);
  if (!signerKey || !separator) throw new MigrationRefusal('--hash-key and --salt-separator must be base64');
  const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);
  const parameters = { signerKey, saltSeparator: separator, rounds: whole(rounds), memCost: whole(memCost) };
  const problem = firebaseScryptParametersProblem(parameters);
  if (problem) throw new MigrationRefusal(`Firebase's password hash parameters: ${problem}`);
  return parameters;
}

async function readFirebaseExport(file: string): Promise<FirebaseUser[]> {
  const text = await readFile(file, 'utf8').catch((error: Error) => {
    throw new MigrationRefusal(`Cannot read ${file}: ${error.message}`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new MigrationRefusal(`${file} is not a Firebase auth:export JSON file: it is not JSON`);
  }
  const parsed = firebaseExport.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new MigrationRefusal(
      `${file} is not a Firebase auth:export JSON file: ${issue?.path.join('.') || 'the file'} ${issue?.message}`,
    );
  }
  const uids = new Set<string>();
  for (const { localId } of parsed.data.users) {
    if (uids.has(localId)) throw new MigrationRefusal(`${file} holds the localId ${localId} twice`);
    uids.add(localId);
  }
  return parsed.data.users;
}

export async function importFromFirebase(
  repository: IdentityRepository,
  options: ImportOptions,
): Promise<string[]> {
  const { file } = options;
  if (!file)
    throw new MigrationRefusal('identity:import-firebase needs --file FILE (from firebase auth:export)');
  const parameters = hashParametersOf(options);
  const users = await readFirebaseExport(file);

  const accounts: ImportedAccount[] = [];
  let withoutEmail = 0;
  let disabled = 0;
  let otherProviders = 0;
  for (const user of users) {
    const email = emailField.safeParse(user.email);
    // Accounts here are known by their email; a phone or anonymous account has none to bring.
    if (!email.success) {
      withoutEmail += 1;
      continue;
    }
    // There is no disabling here: brought over, the account would be open again.
    if (user.disabled) {
      disabled += 1;
      continue;
    }
    const providers = user.providerUserInfo ?? [];
    const links = providers
      .filter((provider) => isFederated(provider.providerId))
      .map((provider) => ({ provider: provider.providerId, subject: provider.rawId }));
    otherProviders += providers.length - links.length;
    accounts.push({
      account: {
        uid: user.localId,
        email: email.data,
        emailVerified: user.emailVerified ?? false,
        displayName: user.displayName ?? null,
        passwordHash:
          user.passwordHash && user.salt
            ? firebaseScryptHash(parameters, user.salt, user.passwordHash)
            : null,
        ...(user.createdAt ? { createdAt: user.createdAt } : {}),
      },
      links,
    });
  }

  const counts = await repository.importAccounts(accounts);
  const skipped = accounts.length - counts.inserted - counts.completed;
  const lines = [
    `Imported ${plural(counts.inserted, 'account')} from ${file}, with ${plural(counts.linked, 'Google or Apple sign-in')} linked.`,
  ];
  if (accounts.some(({ account }) => account.passwordHash))
    lines.push(
      "Passwords stay Firebase's scrypt until each member's first sign-in here, then become argon2id.",
    );
  if (counts.completed > 0)
    lines.push(
      `${plural(counts.completed, 'account')} already here without a password (same uid and email) took Firebase's.`,
    );
  if (skipped > 0)
    lines.push(`${plural(skipped, 'account')} already here (same uid or email) left unchanged.`);
  if (withoutEmail > 0) lines.push(`${plural(withoutEmail, 'account')} without an email not imported.`);
  if (disabled > 0) lines.push(`${plural(disabled, 'disabled account')} not imported.`);
  if (otherProviders > 0)
    lines.push(`${plural(otherProviders, 'link')} to providers other than Google and Apple not kept.`);
  return lines;
}
