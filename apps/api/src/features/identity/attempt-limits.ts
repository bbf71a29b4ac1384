import { ErrorCode } from '@vitalia/contracts';
import { AppError } from '../../lib/errors';
import type { IdentityRepository } from './identity.repository';

export type LimitedAction = 'sign-in' | 'sign-up' | 'reset-request' | 'code-check';

interface LimitPolicy {
  /** Failures (or, for reset requests, requests) allowed within the window before the first lock. */
  freeAttempts: number;
  windowSeconds: number;
  /** The first lock; each further failure doubles it, up to the cap. */
  firstLockSeconds: number;
  maxLockSeconds: number;
}

/**
 * Per-account limits (D3), beside the per-IP ones: they hold when a guesser spreads over many addresses, and they
 * live in the database, so every server instance sees the same count.
 */
export const limitPolicies: Record<LimitedAction, LimitPolicy> = {
  'sign-in': { freeAttempts: 5, windowSeconds: 15 * 60, firstLockSeconds: 30, maxLockSeconds: 15 * 60 },
  'sign-up': { freeAttempts: 5, windowSeconds: 15 * 60, firstLockSeconds: 30, maxLockSeconds: 15 * 60 },
  // Each request sends an email: a few an hour is plenty for a person and useless for flooding their inbox.
  'reset-request': { freeAttempts: 3, windowSeconds: 60 * 60, firstLockSeconds: 60, maxLockSeconds: 60 * 60 },
  // Each code already dies after 5 wrong tries; this bounds the guesses spread over fresh codes.
  'code-check': { freeAttempts: 10, windowSeconds: 15 * 60, firstLockSeconds: 60, maxLockSeconds: 60 * 60 },
};

/** The last free attempt that fails starts the first lock; each failure after it doubles the lock. */
export function lockSecondsAfter(policy: LimitPolicy, failures: number): number {
  if (failures < policy.freeAttempts) return 0;
  return Math.min(policy.maxLockSeconds, policy.firstLockSeconds * 2 ** (failures - policy.freeAttempts));
}

export function attemptLimits(repository: IdentityRepository, now: () => Date = () => new Date()) {
  return {
    /** 7001 with Retry-After while the account is locked for this action. */
    async assertAllowed(action: LimitedAction, subject: string) {
      const lockedUntil = await repository.findAuthLock(action, subject);
      const waitMs = lockedUntil ? lockedUntil.getTime() - now().getTime() : 0;
      if (waitMs > 0)
        throw new AppError(ErrorCode.tooManyRequests, undefined, {
          retryAfterSeconds: Math.ceil(waitMs / 1000),
        });
    },

    async recordFailure(action: LimitedAction, subject: string) {
      const policy = limitPolicies[action];
      const at = now();
      const windowStart = new Date(at.getTime() - policy.windowSeconds * 1000);
      const failures = await repository.countAuthFailure(action, subject, at, windowStart);
      const lockSeconds = lockSecondsAfter(policy, failures);
      if (lockSeconds > 0) {
        await repository.lockAuthSubject(action, subject, new Date(at.getTime() + lockSeconds * 1000));
      }
    },

    clear: (action: LimitedAction, subject: string) => repository.clearAuthFailures(action, subject),
  };
}

export type AttemptLimits = ReturnType<typeof attemptLimits>;
