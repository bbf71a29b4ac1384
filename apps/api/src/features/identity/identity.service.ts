import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type Credentials, type Language, type SessionTokens } from '@vitalia/contracts';
import type { AuditRecord } from '../../lib/audit-log/audit-log.repository';
import type { SessionCaller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { AttemptLimits } from './attempt-limits';
import type { Mailer } from '../../lib/mailer';
import type { IdentityAccount, IdentityRepository } from './identity.repository';
import {
  isImportedHash,
  passwordHasher,
  spendVerificationTime,
  verifyPassword,
  type PasswordHashing,
} from './passwords';
import { resetCodeEmail } from './reset-code-email';
import { accessTokenTtlSeconds, type TokenIssuer } from './signing-key';

export const refreshTokenTtlSeconds = 30 * 24 * 60 * 60;
const resetCodeTtlMs = 10 * 60 * 1000;
export const maximumResetAttempts = 5;

/** Opaque and unguessable, like a hosted provider's uid: the product refers to a person only by it. */
export const newAccountUid = () => randomBytes(21).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const resetCodeHash = (uid: string, code: string) => sha256(`${uid}:${code}`);

export interface Session {
  tokens: SessionTokens;
  /** Goes to the httpOnly cookie only; never in a body. */
  refreshToken: string;
}

/**
 * A hosted service that holds the passwords (Firebase, decision 040). These tables then keep a shadow of each account
 * it knows (uid and email, no password), made the first time a reset is asked for it, so that reset codes, session
 * epochs and audit rows work as they do for our own accounts.
 */
export interface HostedCredentials {
  findAccount(email: string): Promise<{ uid: string; email: string } | null>;
  /** Sets the password and ends the account's sessions there. */
  setPassword(uid: string, password: string): Promise<void>;
  /** The account with this email and password there, made when missing (the operator CLI, the demo data). */
  ensureAccount(credentials: Credentials): Promise<{ uid: string; email: string }>;
}

export interface IdentityServiceDependencies {
  repository: IdentityRepository;
  tokens: TokenIssuer;
  mailer: Mailer;
  limits: AttemptLimits;
  /** The account's language for its emails, answered by the product (D5); null when it has no profile yet. */
  languageOf: (uid: string) => Promise<Language | null>;
  hostedCredentials?: HostedCredentials;
  /** OWASP's floor unless given; tests, which sign up thousands of members, pass a cheap set. */
  passwordHashing?: PasswordHashing;
}

/** The embedded identity service (D3): accounts, sessions and password resets. */
export function identityService({
  repository,
  tokens,
  mailer,
  limits,
  languageOf,
  hostedCredentials,
  passwordHashing,
}: IdentityServiceDependencies) {
  const hashPassword = passwordHasher(passwordHashing);
  /** Ours, or the hosted service's under a shadow made now (inserted once, whoever asks at the same moment). */
  async function accountByEmail(email: string): Promise<IdentityAccount | undefined> {
    const known = await repository.findAccountByEmail(email);
    if (known || !hostedCredentials) return known;
    const hosted = await hostedCredentials.findAccount(email);
    if (!hosted) return undefined;
    return (
      (await repository.insertAccount({ uid: hosted.uid, email: hosted.email, passwordHash: null })) ??
      (await repository.findAccountByEmail(email))
    );
  }

  async function startSession(account: IdentityAccount, familyId: string = randomUUID()): Promise<Session> {
    const refreshToken = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken({
      familyId,
      uid: account.uid,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + refreshTokenTtlSeconds * 1000),
    });
    return {
      refreshToken,
      tokens: {
        accessToken: await tokens.issue({
          uid: account.uid,
          email: account.email,
          sessionEpoch: account.sessionEpoch,
          sessionId: familyId,
        }),
        expiresIn: accessTokenTtlSeconds,
        user: { uid: account.uid, email: account.email, displayName: account.displayName },
      },
    };
  }

  /**
   * A live code for this account, or 7102; every wrong guess counts, the fifth locks the code, and wrong guesses
   * across codes lock the account's code checks for a while.
   */
  async function checkResetCode(email: string, code: string): Promise<IdentityAccount> {
    await limits.assertAllowed('code-check', email);
    try {
      const account = await matchResetCode(email, code);
      await limits.clear('code-check', email);
      return account;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.resetCodeInvalid)
        await limits.recordFailure('code-check', email);
      throw error;
    }
  }

  async function matchResetCode(email: string, code: string): Promise<IdentityAccount> {
    const account = await repository.findAccountByEmail(email);
    const stored = account && (await repository.findResetCode(account.uid));
    if (!account || !stored || stored.usedAt || stored.expiresAt.getTime() <= Date.now())
      throw new AppError(ErrorCode.resetCodeInvalid);
    if (stored.failedAttempts >= maximumResetAttempts) throw new AppError(ErrorCode.resetCodeInvalid);
    const isMatch = timingSafeEqual(
      Buffer.from(stored.codeHash),
      Buffer.from(resetCodeHash(account.uid, code)),
    );
    if (!isMatch) {
      await repository.countFailedResetAttempt(account.uid);
      throw new AppError(ErrorCode.resetCodeInvalid);
    }
    return account;
  }

  return {
    openSession: (account: IdentityAccount) => startSession(account),

    async signUp({ email, password }: Credentials): Promise<Session> {
      await limits.assertAllowed('sign-up', email);
      const account = await repository.insertAccount({
        uid: newAccountUid(),
        email,
        passwordHash: await hashPassword(password),
      });
      if (!account) {
        // Repeated sign-ups of a taken address are someone listing who is a member.
        await limits.recordFailure('sign-up', email);
        throw new AppError(ErrorCode.emailTaken);
      }
      return startSession(account);
    },

    async signIn({ email, password }: Credentials): Promise<Session> {
      await limits.assertAllowed('sign-in', email);
      const account = await repository.findAccountByEmail(email);
      const isMatch = account?.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : await spendVerificationTime(password).then(() => false);
      if (!account || !isMatch) {
        await limits.recordFailure('sign-in', email);
        throw new AppError(ErrorCode.wrongCredentials);
      }
      await limits.clear('sign-in', email);
      // Only this once is the password of an account imported from Firebase known: from now on it is argon2id.
      if (account.passwordHash && isImportedHash(account.passwordHash))
        await repository.replacePasswordHash(account.uid, account.passwordHash, await hashPassword(password));
      return startSession(account);
    },

    /** Rotates on every use; a token presented twice means it leaked, so its whole family is revoked. */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken) throw new AppError(ErrorCode.notAuthorized);
      const tokenHash = sha256(refreshToken);
      const consumed = await repository.consumeRefreshToken(tokenHash);
      if (!consumed) {
        const known = await repository.findRefreshToken(tokenHash);
        if (known?.usedAt) await repository.revokeFamily(known.familyId);
        throw new AppError(ErrorCode.notAuthorized);
      }
      const account = await repository.findAccount(consumed.uid);
      if (!account) throw new AppError(ErrorCode.notAuthorized);
      return startSession(account, consumed.familyId);
    },

    async signOut(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const known = await repository.findRefreshToken(sha256(refreshToken));
      if (known) await repository.revokeFamily(known.familyId);
    },

    /** Answers the same whether or not the account exists (D3), limits included. */
    async requestPasswordReset(email: string): Promise<void> {
      // Counted by address, known or not, so the limit itself says nothing about who has an account.
      await limits.assertAllowed('reset-request', email);
      await limits.recordFailure('reset-request', email);
      const account = await accountByEmail(email);
      if (!account) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.replaceResetCode(
        account.uid,
        resetCodeHash(account.uid, code),
        new Date(Date.now() + resetCodeTtlMs),
      );
      const language = (await languageOf(account.uid)) ?? 'fr';
      await mailer.send(resetCodeEmail(account.email, code, language));
    },

    async verifyResetCode(email: string, code: string): Promise<void> {
      await checkResetCode(email, code);
    },

    /** The code is spent, the password set and every session ended, in one transaction. */
    async resetPassword(email: string, code: string, newPassword: string): Promise<void> {
      const account = await checkResetCode(email, code);
      // Hosted, the password is set there first: should that fail, the code is still good for another try.
      if (hostedCredentials) await hostedCredentials.setPassword(account.uid, newPassword);
      const isReset = await repository.resetPassword(
        account.uid,
        resetCodeHash(account.uid, code),
        hostedCredentials ? null : await hashPassword(newPassword),
      );
      if (!isReset) throw new AppError(ErrorCode.resetCodeInvalid);
      // The emailed code proved the address is theirs: a lock a guesser left on it no longer applies.
      await limits.clear('sign-in', email);
    },

    /** Settings: the current password proves it is the owner; other sessions end, this one goes on. */
    async changePassword(uid: string, currentPassword: string, newPassword: string): Promise<void> {
      const account = await repository.findAccount(uid);
      if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, currentPassword))) {
        throw new AppError(ErrorCode.wrongCredentials, [
          { field: 'currentPassword', code: ErrorCode.wrongCredentials },
        ]);
      }
      await repository.setPasswordHash(uid, await hashPassword(newPassword));
    },

    endAllSessions: (uid: string, audit?: AuditRecord) => repository.revokeAllSessions(uid, audit),
    /**
     * False once the account is gone, its sessions were ended after this token was issued, or the sign-in it belongs
     * to was signed out of (or its refresh token replayed): at once, not when the token expires.
     */
    async isCurrentSession({ uid, sessionEpoch, sessionId }: SessionCaller) {
      if (!sessionId) return false;
      const state = await repository.findSessionState(uid, sessionId);
      return state !== null && state.sessionEpoch === sessionEpoch && state.isSignedIn;
    },
    deleteAccount: (uid: string) => repository.deleteAccount(uid),

    /** For the operator CLI and the demo data: an account with a password, or the existing one. */
    async ensureAccount({ email, password }: Credentials): Promise<{ uid: string; email: string }> {
      if (hostedCredentials) return hostedCredentials.ensureAccount({ email, password });
      const existing = await repository.findAccountByEmail(email);
      if (existing) {
        await repository.setPasswordHash(existing.uid, await hashPassword(password));
        return existing;
      }
      const created = await repository.insertAccount({
        uid: newAccountUid(),
        email,
        passwordHash: await hashPassword(password),
        emailVerified: true,
      });
      if (!created) throw new AppError(ErrorCode.emailTaken);
      return created;
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
