import {
  ErrorCode,
  isLanguage,
  isRole,
  type Language,
  type Profile,
  type ProfileUpdate,
  type RegistrationPayload,
  type Role,
  type Subscription,
  pictureEndpoints,
} from '@vitalia/contracts';
import type { AuditRecord } from '../../lib/audit-log/audit-log.repository';
import type { Caller } from '../../lib/auth';
import { apiPathOf } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import { currentUserOf, memberDirectory } from './member-directory';
import type { ImageStore } from '../../lib/stored-images';
import { exportReadmeIn } from './export-readme';
import { exportSectionNames, type ExportSections } from './member-export';
import type { UserRow, UsersRepository } from './users.repository';

/** D6: complete once every required field holds a value (each was validated on the way in). */
function isCompleted(user: UserRow): boolean {
  return Boolean(user.firstname && user.lastname && user.username && user.gender && user.birthDate);
}

/** The member's subscription as the profile carries it; answered by the subscriptions feature (services.ts). */
export type SubscriptionOf = (userId: string) => Promise<Subscription | null>;

/** Ends every charge to come on the member's subscription; answered by the subscriptions feature (services.ts). */
export type StopCharges = (userId: string) => Promise<void>;

export function toProfile(user: UserRow, subscription: Subscription | null): Profile {
  return {
    id: user.id,
    role: isRole(user.role) ? user.role : 'user',
    isCompleted: isCompleted(user),
    subscription,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    gender: user.gender as Profile['gender'],
    birthDate: user.birthDate,
    bio: user.bio,
    pictureUrl: user.pictureKey ? apiPathOf(pictureEndpoints.pictureFile, { key: user.pictureKey }) : null,
    nameDisplay: user.nameDisplay === 'username' ? 'username' : 'name',
    showPicture: user.showPicture,
    language: isLanguage(user.language) ? user.language : 'fr',
  };
}

/** Spec §9: deletion is irreversible after a 30-day grace period. */
export const deletionGraceDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** What the users feature asks of the identity service, wired in services.ts. */
export interface IdentityPort {
  endAllSessions(uid: string, audit?: AuditRecord): Promise<void>;
  deleteAccount(uid: string): Promise<void>;
}

export interface UsersServiceDependencies {
  repository: UsersRepository;
  identity: IdentityPort;
  /** Other features' parts of the data export, each answered for the member's id (member-export.ts). */
  exportSections: ExportSections;
  pictures: ImageStore;
  /** Files another feature keeps for the member beside the rows their deletion cascades to (support's screenshots). */
  memberFiles: { removeAllOf(userId: string): Promise<void> };
  subscriptionOf: SubscriptionOf;
  stopCharges: StopCharges;
}

export function usersService({
  repository,
  identity,
  exportSections,
  pictures,
  memberFiles,
  subscriptionOf,
  stopCharges,
}: UsersServiceDependencies) {
  const currentUser = (caller: Caller) => currentUserOf(repository, caller);
  // The web replaces its stored profile with every answer (spec §4), so each one carries the live subscription.
  const profileOf = async (user: UserRow) => toProfile(user, await subscriptionOf(user.id));

  async function existingUser(id: string): Promise<UserRow> {
    const user = await repository.findById(id);
    if (!user) throw new AppError(ErrorCode.notFound);
    return user;
  }

  /** The member's own request, or staff's on the member's behalf (`audit` then says who did it). */
  async function beginDeletion(user: UserRow, now: Date, audit?: AuditRecord) {
    // First: a member who asked for their account to go is never charged again. When the payment provider cannot
    // be told, nothing is requested and the member is asked to try again.
    await stopCharges(user.id);
    await repository.setDeletionRequest(user.id, now, audit);
    await identity.endAllSessions(user.identityUid);
    return { purgeAfter: new Date(now.getTime() + deletionGraceDays * dayMs).toISOString() };
  }

  return {
    ...memberDirectory(repository),

    /** Staff's side of a member's account (issue 18): the members-admin feature checks who may, this writes. */
    staffActions: {
      async changeRole(userId: string, role: Role) {
        const user = await existingUser(userId);
        await repository.setRole(user.id, role, {
          action: 'member.role_changed',
          target: { type: 'member', id: user.id },
          before: { role: user.role },
          after: { role },
        });
      },
      async signOutEverywhere(userId: string) {
        const user = await existingUser(userId);
        await identity.endAllSessions(user.identityUid, {
          action: 'member.signed_out',
          target: { type: 'member', id: user.id },
        });
      },
      async startDeletion(userId: string, now = new Date()) {
        const user = await existingUser(userId);
        if (user.deletionRequestedAt) throw new AppError(ErrorCode.deletionAlreadyRequested);
        return beginDeletion(user, now, {
          action: 'member.deletion_started',
          target: { type: 'member', id: user.id },
          after: { deletionRequestedAt: now.toISOString() },
        });
      },
    },

    /**
     * The first call after every sign-in. Requesting deletion ends every session, so reaching this again means the
     * member signed in during the grace period: that cancels the deletion.
     */
    async me(caller: Caller): Promise<Profile> {
      const user = await currentUser(caller);
      if (user.deletionRequestedAt) await repository.setDeletionRequest(user.id, null);
      return profileOf(user);
    },

    async requestDeletion(caller: Caller, now = new Date()): Promise<{ purgeAfter: string }> {
      return beginDeletion(await currentUser(caller), now);
    },

    /**
     * The scheduled purge. Safe to run twice or concurrently: the identity goes first (so nobody can sign in to a
     * half-deleted account), then the files (picture, other features'), then the profile row that names them; a crash
     * between any two is finished by the next run.
     */
    async purgeDeletedAccounts(now = new Date()): Promise<number> {
      const due = await repository.findDueForDeletion(new Date(now.getTime() - deletionGraceDays * dayMs));
      for (const { id, identityUid, pictureKey } of due) {
        await identity.deleteAccount(identityUid);
        if (pictureKey) await pictures.remove(pictureKey);
        await memberFiles.removeAllOf(id);
        await repository.deleteByIdentity(identityUid);
      }
      return due.length;
    },

    /** Spec §7 register: only for the caller's own identity and email; a second call is refused (7104). */
    async register(caller: Caller, payload: RegistrationPayload): Promise<Profile> {
      if (payload.uid !== caller.uid || payload.email !== caller.email.toLowerCase())
        throw new AppError(ErrorCode.accessDenied);
      const created = await repository.insert({
        identityUid: caller.uid,
        authProvider: payload.authProvider,
        email: payload.email,
        firstname: payload.firstname || null,
        lastname: payload.lastname || null,
        language: payload.language,
      });
      if (!created) throw new AppError(ErrorCode.alreadyRegistered);
      return profileOf(created);
    },

    async updateProfile(caller: Caller, changes: ProfileUpdate): Promise<Profile> {
      const user = await currentUser(caller);
      const updated = await repository.update(user.id, changes);
      if (updated === 'username_taken')
        throw new AppError(ErrorCode.usernameTaken, [{ field: 'username', code: ErrorCode.usernameTaken }]);
      return profileOf(updated);
    },

    /**
     * Everything held on the member, for them alone (decision 046): a `readme` in their language first, then their
     * profile and account, then each feature's section in a fixed order.
     */
    async exportData(caller: Caller) {
      const user = await currentUser(caller);
      const profile = await profileOf(user);
      const sections = await Promise.all(
        exportSectionNames.map(
          async (name) => [name, await exportSections[name](user.id, profile.language)] as const,
        ),
      );
      return {
        readme: exportReadmeIn(profile.language),
        exportedAt: new Date().toISOString(),
        profile,
        account: {
          authProvider: user.authProvider,
          createdAt: user.createdAt.toISOString(),
          updatedAt: user.updatedAt.toISOString(),
        },
        ...Object.fromEntries(sections),
      };
    },

    /** Operator CLI and demo data: a registered, completed-or-not member with a role. */
    async ensureRegistered(
      identity: { uid: string; email: string },
      details: { role: Role; firstname: string | null; lastname: string | null; language: Language },
    ): Promise<Profile> {
      const existing =
        (await repository.findByIdentity(identity.uid)) ??
        (await repository.insert({
          identityUid: identity.uid,
          authProvider: 'password',
          email: identity.email,
          firstname: details.firstname,
          lastname: details.lastname,
          language: details.language,
        }));
      if (!existing) throw new AppError(ErrorCode.alreadyRegistered);
      await repository.setRole(existing.id, details.role);
      return profileOf({ ...existing, role: details.role });
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
