import {
  ErrorCode,
  type StaffSupportRequest,
  type SupportInboxItem,
  type SupportStatus,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import {
  existing,
  languageOf,
  summaryOf,
  withConversations,
  type SupportPerson,
  type SupportServiceDependencies,
} from './support-context';
import type { SupportRepository, SupportRequestRow } from './support.repository';

const nameOf = (person: SupportPerson) =>
  person.username ?? ([person.firstname, person.lastname].filter(Boolean).join(' ') || person.email);

/** A note is signed as the team knows its writer: by username, else first name, else email. */
const noteAuthorName = (author: SupportPerson | undefined) =>
  author ? (author.username ?? author.firstname ?? author.email) : null;

/** Who sent the request, and who on the team has it. */
const peopleOf = (member: SupportPerson, assignee: SupportPerson | undefined) => ({
  member: {
    id: member.id,
    name: nameOf(member),
    person: member.person,
    email: member.email,
    language: languageOf(member),
  },
  assignee: assignee ? { id: assignee.id, name: nameOf(assignee) } : null,
});

export async function inbox(
  { repository, cardsOf }: SupportServiceDependencies,
  status: SupportStatus,
): Promise<SupportInboxItem[]> {
  const requests = await repository.requestsIn(status);
  const [messages, people] = await Promise.all([
    repository.messagesOf(requests.map((request) => request.id)),
    cardsOf(
      requests.flatMap((request) => [request.userId, ...(request.assigneeId ? [request.assigneeId] : [])]),
    ),
  ]);
  const personById = new Map(people.map((person) => [person.id, person]));
  return requests.map((request) => {
    const conversation = messages.filter((message) => message.requestId === request.id);
    const member = personById.get(request.userId)!;
    const assignee = request.assigneeId ? personById.get(request.assigneeId) : undefined;
    return {
      ...summaryOf(request),
      ...peopleOf(member, assignee),
      lastMessageAt: (conversation.at(-1)?.createdAt ?? request.createdAt).toISOString(),
      messageCount: conversation.length,
    };
  });
}

export async function staffView(
  context: SupportServiceDependencies,
  requestId: string,
): Promise<StaffSupportRequest> {
  const { repository, cardsOf } = context;
  const request = await existing(context, requestId);
  const [[conversation], notes] = await Promise.all([
    withConversations(context, [request]),
    repository.notesOf(request.id),
  ]);
  const noteAuthors = notes.flatMap((note) => (note.authorId ? [note.authorId] : []));
  const people = await cardsOf([
    request.userId,
    ...(request.assigneeId ? [request.assigneeId] : []),
    ...noteAuthors,
  ]);
  const personById = new Map(people.map((person) => [person.id, person]));
  const member = personById.get(request.userId)!;
  const assignee = request.assigneeId ? personById.get(request.assigneeId) : undefined;
  return {
    ...conversation!,
    ...peopleOf(member, assignee),
    notes: notes.map((note) => ({
      id: note.id,
      authorName: noteAuthorName(note.authorId ? personById.get(note.authorId) : undefined),
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}

/** Runs a staff change on the locked request; answers the request as staff then see it. */
async function staffChange(
  context: SupportServiceDependencies,
  requestId: string,
  change: (
    request: SupportRequestRow,
    tx: Parameters<Parameters<SupportRepository['inTransaction']>[0]>[0],
  ) => Promise<void>,
): Promise<StaffSupportRequest> {
  await existing(context, requestId);
  await context.repository.inTransaction(async (tx) => {
    const request = await tx.lockRequest(requestId);
    if (!request) throw new AppError(ErrorCode.notFound);
    await change(request, tx);
  });
  return staffView(context, requestId);
}

/** A reply reaches the member by email after commit; whoever replies takes the request if nobody had it. */
export async function reply(
  context: SupportServiceDependencies,
  caller: Caller,
  requestId: string,
  body: string,
) {
  const staff = await context.memberOf(caller);
  return staffChange(context, requestId, async (request, tx) => {
    if (request.status === 'solved') throw new AppError(ErrorCode.supportRequestSolved);
    await tx.insertMessage({ requestId, authorId: staff.id, fromStaff: true, body });
    await tx.updateRequest(requestId, { status: 'waiting', assigneeId: request.assigneeId ?? staff.id });
    await tx.publish('support.replied', { requestId, body, staffId: staff.id });
    await tx.audit({
      action: 'support.replied',
      target: { type: 'support_request', id: requestId },
      before: { status: request.status },
      after: { status: 'waiting', characters: body.length },
    });
  });
}

export async function note(
  context: SupportServiceDependencies,
  caller: Caller,
  requestId: string,
  body: string,
) {
  const staff = await context.memberOf(caller);
  return staffChange(context, requestId, (_request, tx) =>
    tx.insertNote({ requestId, authorId: staff.id, body }),
  );
}

export async function assignToSelf(context: SupportServiceDependencies, caller: Caller, requestId: string) {
  const staff = await context.memberOf(caller);
  return staffChange(context, requestId, async (request, tx) => {
    if (request.assigneeId === staff.id) return;
    await tx.updateRequest(requestId, { assigneeId: staff.id });
    await tx.audit({
      action: 'support.assigned',
      target: { type: 'support_request', id: requestId },
      before: { assigneeId: request.assigneeId },
      after: { assigneeId: staff.id },
    });
  });
}

export async function setStatus(
  context: SupportServiceDependencies,
  requestId: string,
  status: SupportStatus,
) {
  return staffChange(context, requestId, async (request, tx) => {
    if (request.status === status) return;
    await tx.updateRequest(requestId, { status });
    await tx.audit({
      action: 'support.status_changed',
      target: { type: 'support_request', id: requestId },
      before: { status: request.status },
      after: { status },
    });
  });
}
