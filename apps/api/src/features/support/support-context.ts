import {
  ErrorCode,
  isLanguage,
  type Language,
  type PersonCard,
  type SupportCategory,
  type SupportRequest,
  type SupportStatus,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import type { Notify } from '../../lib/notify';
import type { ImageStore } from '../../lib/stored-images';
import type { SupportAttachmentRow } from './support-attachments.repository';
import type { SupportMessageRow, SupportRepository, SupportRequestRow } from './support.repository';

/** Who a person is to support: answered by the users feature (services.ts). */
interface Contact {
  id: string;
  email: string;
  language: Language;
}

/** A member as support shows them: a name to greet, an email to answer, a language to write in. */
export interface SupportPerson extends Contact {
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  /** How every screen shows them (issue 39), from the member directory. */
  person: PersonCard;
}

/** What every support use case is handed first. */
export interface SupportServiceDependencies {
  repository: SupportRepository;
  memberOf(caller: Caller): Promise<Contact>;
  /** The people of a list of ids, from the users feature: support keeps ids, never a copy of who they are. */
  cardsOf(userIds: readonly string[]): Promise<SupportPerson[]>;
  /** Admin and karim: told of each new request. */
  staffContacts(): Promise<Contact[]>;
  mailer: Mailer;
  /** The bell: a reply is told there too, and its email can be turned off. */
  notify: Notify;
  events: EventBus;
  publicUrl: URL;
  /** The screenshots' files, in support's own area (decision 044): no other feature's sweep sees them. */
  attachmentFiles: ImageStore;
}

export const referenceOf = (request: SupportRequestRow) => `S-${String(request.number).padStart(6, '0')}`;
export const languageOf = (person: Pick<SupportPerson, 'language'>): Language =>
  isLanguage(person.language) ? person.language : 'fr';

export const summaryOf = (request: SupportRequestRow) => ({
  id: request.id,
  reference: referenceOf(request),
  subject: request.subject,
  category: request.category as SupportCategory,
  status: request.status as SupportStatus,
  createdAt: request.createdAt.toISOString(),
  updatedAt: request.updatedAt.toISOString(),
});

const messageOf = (
  row: SupportMessageRow,
  authors: ReadonlyMap<string, SupportPerson>,
  attachments: readonly SupportAttachmentRow[],
) => ({
  id: row.id,
  fromStaff: row.fromStaff,
  // A member's own messages need no name; a reply is signed by the first name of who wrote it.
  authorName: row.fromStaff && row.authorId ? (authors.get(row.authorId)?.firstname ?? null) : null,
  body: row.body,
  attachments: attachments
    .filter((attachment) => attachment.messageId === row.id)
    .map(({ key, width, height }) => ({ key, width, height })),
  createdAt: row.createdAt.toISOString(),
});

export async function withConversations(
  { repository, cardsOf }: SupportServiceDependencies,
  requests: SupportRequestRow[],
): Promise<SupportRequest[]> {
  const messages = await repository.messagesOf(requests.map((request) => request.id));
  const attachments = await repository.attachmentsOf(messages.map((message) => message.id));
  const staffAuthors = messages.flatMap((message) =>
    message.fromStaff && message.authorId ? [message.authorId] : [],
  );
  const authors = new Map((await cardsOf(staffAuthors)).map((person) => [person.id, person]));
  return requests.map((request) => ({
    ...summaryOf(request),
    messages: messages
      .filter((message) => message.requestId === request.id)
      .map((message) => messageOf(message, authors, attachments)),
  }));
}

export async function existing(
  { repository }: SupportServiceDependencies,
  requestId: string,
): Promise<SupportRequestRow> {
  const request = isUuid(requestId) ? await repository.findRequest(requestId) : undefined;
  if (!request) throw new AppError(ErrorCode.notFound);
  return request;
}
