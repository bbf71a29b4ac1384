import { ErrorCode, type SupportRequest, type SupportRequestInput } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { checkedAttachmentKeys } from './attachments';
import { existing, withConversations, type SupportServiceDependencies } from './support-context';

/** A new request with its first message and its screenshots, all in one transaction: a refusal leaves nothing. */
export async function send(context: SupportServiceDependencies, caller: Caller, input: SupportRequestInput) {
  const { memberOf, repository } = context;
  const member = await memberOf(caller);
  const attachmentKeys = checkedAttachmentKeys(input.attachmentKeys);
  const id = await repository.inTransaction(async (tx) => {
    const waiting = await tx.pendingAttachments(attachmentKeys, member.id);
    if (waiting.length !== attachmentKeys.length) throw new AppError(ErrorCode.supportAttachmentUnknown);
    const request = await tx.insertRequest({
      userId: member.id,
      subject: input.subject,
      category: input.category,
    });
    const messageId = await tx.insertMessage({
      requestId: request.id,
      authorId: member.id,
      fromStaff: false,
      body: input.message,
    });
    await tx.attachToMessage(messageId, attachmentKeys);
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
