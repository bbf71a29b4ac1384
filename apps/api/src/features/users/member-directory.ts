import {
  ErrorCode,
  genders,
  isLanguage,
  isRole,
  type Gender,
  type Language,
  type PersonCard,
  type Role,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { memberProfileCardOf, personCardOf } from '../../lib/person-card';
import type { UserRow, UsersRepository } from './users.repository';

/** Public facts about a member that other features need (who to email, in which language), by member id. */
export interface MemberContact {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  language: Language;
  role: Role;
}

/**
 * How a member is named beside what they wrote: the contact and the names they gave, for staff; `person`, what every
 * screen shows of them (issue 39).
 */
export interface MemberCard extends MemberContact {
  username: string | null;
  person: PersonCard;
}

const contactOf = (user: UserRow): MemberContact => ({
  id: user.id,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  language: isLanguage(user.language) ? user.language : 'fr',
  role: isRole(user.role) ? user.role : 'user',
});

/** The caller's own row; 4004 for an identity that never registered. */
export async function currentUserOf(repository: UsersRepository, caller: Caller): Promise<UserRow> {
  const user = await repository.findByIdentity(caller.uid);
  if (!user) throw new AppError(ErrorCode.notFound);
  return user;
}

/**
 * Who members are, for the features that write to them or about them (billing, identity, rewards, draws). Read-only,
 * so it is built first and the features that need it never wait for the users service (services.ts).
 */
export function memberDirectory(repository: UsersRepository) {
  return {
    /** The caller as a member (id, role, contact), or 4004 when the identity never registered. */
    async memberOf(caller: Caller): Promise<MemberContact> {
      return contactOf(await currentUserOf(repository, caller));
    },

    /** What the coach plans from besides health data: the birth date and gender of the profile, and the language. */
    async bodyFactsOf(caller: Caller): Promise<{
      id: string;
      role: Role;
      birthDate: string | null;
      gender: Gender | null;
      language: Language;
    }> {
      const user = await currentUserOf(repository, caller);
      const gender = (genders as readonly string[]).includes(user.gender ?? '')
        ? (user.gender as Gender)
        : null;
      const { role, language } = contactOf(user);
      return { id: user.id, role, birthDate: user.birthDate, gender, language };
    },

    /**
     * The members of a list, for a feature that shows who wrote its rows (support's inbox, the leaderboard, the feed):
     * one read by ids rather than a join from the feature's tables into ours (issue 37), with what each person shows
     * others (`person`, by the one rule of lib/person-card.ts). Ids of members since deleted are absent.
     */
    async cardsOf(userIds: readonly string[]): Promise<MemberCard[]> {
      const unique = [...new Set(userIds)];
      return (await repository.findByIds(unique)).map((user) => ({
        ...contactOf(user),
        username: user.username,
        person: personCardOf(user),
      }));
    },

    /**
     * The card a member opens by tapping someone, by their public handle, with who they are (for the games' part of
     * the card); 4004 for no one, or someone leaving.
     */
    async profileCardOf(
      publicId: string,
    ): Promise<{ userId: string; role: Role; card: ReturnType<typeof memberProfileCardOf> }> {
      const user = await repository.findByPublicId(publicId);
      if (!user || user.deletionRequestedAt) throw new AppError(ErrorCode.notFound);
      return { userId: user.id, role: contactOf(user).role, card: memberProfileCardOf(user) };
    },

    async contactOf(userId: string): Promise<MemberContact | null> {
      const user = await repository.findById(userId);
      return user ? contactOf(user) : null;
    },

    /** The member's role, and whether they asked for their account to go (until the purge); null once it has. */
    async standingOf(userId: string): Promise<{ role: Role; isLeaving: boolean } | null> {
      const user = await repository.findById(userId);
      return user ? { role: contactOf(user).role, isLeaving: user.deletionRequestedAt !== null } : null;
    },

    /** Who runs the rewards area (D2): admins and the ambassador, told when a reward runs low. */
    async staffContacts(): Promise<MemberContact[]> {
      return (await repository.findByRoles(['admin', 'karim'])).map(contactOf);
    },

    /** The caller's member id, null for an identity that never registered (remembered per request on PGlite). */
    async memberIdOf(caller: Caller): Promise<string | null> {
      return (await repository.findByIdentity(caller.uid))?.id ?? null;
    },

    async languageOf(identityUid: string): Promise<Language | null> {
      const user = await repository.findByIdentity(identityUid);
      return user && isLanguage(user.language) ? user.language : null;
    },
  };
}
