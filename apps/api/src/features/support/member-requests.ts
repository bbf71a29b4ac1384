import { ErrorCode, type SupportCategory, type SupportRequest } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { existing, withConversations, type SupportServiceDependencies } from './support-context';

export async function send(
  context: SupportServiceDependencies,
  caller: Caller,
  input: { subject: string; category: SupportCategory; message: string },
) {
  const { memberOf, repository } = context;
  const member = await memberOf(caller);
  const id = await repository.inTransaction(async (tx) => {
    const request = await tx.insertRequest({
      userId: member.id,
      subject: input.subject,
      category: input.category,
    });
    await tx.insertMessage({
      requestId: request.id,
      authorId: member.id,
      fromStaff: false,
      body: input.message,
    });
    await tx.publish('support.received', { requestId: request.id });
    return request.id;
  });
  const [request] = await withConversations(context, [(await repository.findRequest(id))!]);
  return request!;
}

export async function mine(context: SupportServiceDependencies, caller: Caller): Promise<SupportRequest[]> {
  const member = await context.memberOf(caller);
  return withConversations(context, await context.repository.requestsOf(member.id));
}

/** The member writes again: a solved request stays closed (8103), another member's is not found. */
export async function followUp(
  context: SupportServiceDependencies,
  caller: Caller,
  requestId: string,
  message: string,
): Promise<SupportRequest> {
  const { memberOf, repository } = context;
  const member = await memberOf(caller);
  const found = await existing(context, requestId);
  if (found.userId !== member.id) throw new AppError(ErrorCode.notFound);
  await repository.inTransaction(async (tx) => {
    const request = await tx.lockRequest(requestId);
    if (request!.status === 'solved') throw new AppError(ErrorCode.supportRequestSolved);
    await tx.insertMessage({ requestId, authorId: member.id, fromStaff: false, body: message });
    await tx.updateRequest(requestId, { status: 'new' });
  });
  const [request] = await withConversations(context, [(await repository.findRequest(requestId))!]);
  return request!;
}
