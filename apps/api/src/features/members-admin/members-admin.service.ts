import {
  canActOn,
  canChangeRole,
  ErrorCode,
  type MemberDetail,
  type MemberSearchQuery,
  type Payment,
  type Role,
  type Subscription,
} from '@vitalia/contracts';
import type { Readable } from 'node:stream';
import type { Caller } from '../../lib/auth';
import { csvStream } from '../../lib/csv-export';
import { AppError } from '../../lib/errors';
import type { MembersAdminRepository } from './members-admin.repository';

/** What staff may do to an account, answered by the users feature (services.ts). */
export interface AccountActions {
  changeRole(userId: string, role: Role): Promise<void>;
  signOutEverywhere(userId: string): Promise<void>;
  startDeletion(userId: string): Promise<{ purgeAfter: string }>;
}

/** What staff may do to a member's billing, answered by the subscriptions feature (services.ts). */
export interface BillingActions {
  billingOf(
    userId: string,
  ): Promise<Pick<MemberDetail, 'subscription' | 'complimentary'> & { payments: Payment[] }>;
  grantComplimentary(userId: string, days: number): Promise<Subscription>;
  revokeComplimentary(userId: string): Promise<void>;
  resendReceipt(userId: string, paymentId: string): Promise<void>;
}

export interface MembersAdminDependencies {
  repository: MembersAdminRepository;
  /** The caller's member id and role. */
  staffOf(caller: Caller): Promise<{ id: string; role: Role }>;
  accounts: AccountActions;
  billing: BillingActions;
}

/**
 * Finding and helping members (issue 18). The rules of who may act on whom (D2) are checked here; each change is made,
 * and written to the audit log, by the feature that owns it.
 */
export function membersAdminService({ repository, staffOf, accounts, billing }: MembersAdminDependencies) {
  async function existing(memberId: string) {
    const member = await repository.member(memberId);
    if (!member) throw new AppError(ErrorCode.notFound);
    return member;
  }

  /** The member, once the caller may act on them: never on oneself, and admin never on karim. */
  async function actionable(caller: Caller, memberId: string) {
    const [staff, member] = await Promise.all([staffOf(caller), existing(memberId)]);
    if (staff.id === member.id) throw new AppError(ErrorCode.actionOnSelf);
    if (!canActOn(staff.role, member.role)) throw new AppError(ErrorCode.roleChangeNotAllowed);
    return { staff, member };
  }

  return {
    async search(query: MemberSearchQuery) {
      const page = await repository.search(query);
      if (!page)
        throw new AppError(ErrorCode.invalidRequest, [{ field: 'cursor', code: ErrorCode.invalidRequest }]);
      return page;
    },

    exportCsv(query: Omit<MemberSearchQuery, 'cursor'>): Readable {
      return csvStream(
        [
          'email',
          'username',
          'firstname',
          'lastname',
          'role',
          'language',
          'status',
          'plan',
          'complimentary_until',
          'joined',
        ],
        (async function* () {
          for await (const batch of repository.batches(query)) {
            yield batch.map((member) => [
              member.email,
              member.username ?? '',
              member.firstname ?? '',
              member.lastname ?? '',
              member.role,
              member.language,
              member.status,
              member.plan ? `${member.plan.name} (${member.plan.type})` : '',
              member.complimentaryUntil ?? '',
              member.createdAt,
            ]);
          }
        })(),
      );
    },

    async detail(memberId: string): Promise<MemberDetail> {
      const member = await existing(memberId);
      const [billingState, claims, drawWins, moderation, signInMethods] = await Promise.all([
        billing.billingOf(memberId),
        repository.claimsOf(memberId),
        repository.drawWinsOf(memberId),
        repository.moderationOf(memberId),
        repository.signInMethodsOf(memberId),
      ]);
      return { member, ...billingState, claims, drawWins, moderation, signInMethods };
    },

    async changeRole(caller: Caller, memberId: string, role: Role): Promise<{ role: Role }> {
      const { staff, member } = await actionable(caller, memberId);
      if (!canChangeRole(staff.role, member.role, role)) throw new AppError(ErrorCode.roleChangeNotAllowed);
      if (member.role !== role) await accounts.changeRole(memberId, role);
      return { role };
    },

    async grantComplimentary(caller: Caller, memberId: string, days: number) {
      await actionable(caller, memberId);
      return billing.grantComplimentary(memberId, days);
    },

    async revokeComplimentary(caller: Caller, memberId: string) {
      await actionable(caller, memberId);
      await billing.revokeComplimentary(memberId);
    },

    async signOutEverywhere(caller: Caller, memberId: string) {
      await actionable(caller, memberId);
      await accounts.signOutEverywhere(memberId);
    },

    /** A receipt is the member's own paper: sending it again is help, allowed on anyone but oneself. */
    async resendReceipt(caller: Caller, memberId: string, paymentId: string) {
      await actionable(caller, memberId);
      await billing.resendReceipt(memberId, paymentId);
    },

    async startDeletion(caller: Caller, memberId: string) {
      await actionable(caller, memberId);
      return accounts.startDeletion(memberId);
    },
  };
}

export type MembersAdminService = ReturnType<typeof membersAdminService>;
