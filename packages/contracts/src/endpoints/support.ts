import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import {
  staffSupportRequest,
  supportAttachment,
  supportAttachmentKey,
  supportInboxItem,
  supportInboxQuery,
  supportMessageInput,
  supportRequest,
  supportRequestInput,
  supportStatusChange,
} from '../support';

/** D1 contact: every signed-in member writes to support and reads the answers (issue 18). */
export const sendSupportRequest = endpoint({
  method: 'POST',
  path: '/support/requests',
  access: access.member,
  resource: 'support',
  changes: ['support', 'support-inbox'],
  summary: 'A request to support, acknowledged by email in the member’s language (a reply within 24–48 h)',
  body: supportRequestInput,
  status: 201,
  response: answer(supportRequest),
});

export const mySupportRequests = endpoint({
  method: 'GET',
  path: '/support/requests',
  access: access.member,
  resource: 'support',
  summary: "The caller's requests and their conversations, newest first",
  response: answer(z.array(supportRequest)),
});

export const followUpSupportRequest = endpoint({
  method: 'POST',
  path: '/support/requests/:requestId/messages',
  access: access.member,
  resource: 'support',
  changes: ['support', 'support-inbox'],
  summary: 'The member writes again on their request; it goes back to the team as new',
  params: z.object({ requestId: uuidParam }),
  body: supportMessageInput,
  status: 201,
  response: answer(supportRequest),
});

/**
 * A screenshot for a request not yet sent, as feed images are uploaded before their post: the answer's key is then
 * named in `attachmentKeys`. Uploads no request names are swept after a day.
 */
export const uploadSupportAttachment = endpoint({
  method: 'POST',
  path: '/support/attachments',
  access: access.member,
  resource: 'support',
  // The body is the image itself with its own Content-Type; its bytes decide what it is.
  summary: 'Stores a screenshot from a JPEG, PNG or WebP body, re-encoded to WebP without metadata',
  upload: true,
  status: 201,
  response: answer(supportAttachment),
});

const attachmentParams = z.object({ key: supportAttachmentKey });

/** Unlike a post image, the key is not the permission: a member's screenshot may show their account. */
export const supportAttachmentFile = endpoint({
  method: 'GET',
  path: '/support/attachments/:key',
  access: access.member,
  resource: 'support',
  summary: 'A screenshot the caller uploaded, by its key; anyone else’s is not found',
  params: attachmentParams,
  download: true,
});

/** Admin and karim (`support_inbox`). */
const staff = access.staff('support_inbox');
const requestParams = z.object({ requestId: uuidParam });
const staffChange = ['support-inbox', 'audit'] as const;

export const staffSupportAttachmentFile = endpoint({
  method: 'GET',
  path: '/admin/support/attachments/:key',
  access: staff,
  resource: 'support-inbox',
  summary: 'A screenshot sent with a request, by its key',
  params: attachmentParams,
  download: true,
});

export const supportInbox = endpoint({
  method: 'GET',
  path: '/admin/support/requests',
  access: staff,
  resource: 'support-inbox',
  summary: 'Requests in one status, oldest waiting first',
  query: supportInboxQuery,
  response: answer(z.array(supportInboxItem)),
});

export const supportRequestForStaff = endpoint({
  method: 'GET',
  path: '/admin/support/requests/:requestId',
  access: staff,
  resource: 'support-inbox',
  summary: 'A request with its conversation and the internal notes',
  params: requestParams,
  response: answer(staffSupportRequest),
});

export const replyToSupportRequest = endpoint({
  method: 'POST',
  path: '/admin/support/requests/:requestId/replies',
  access: staff,
  resource: 'support-inbox',
  changes: staffChange,
  summary: 'A reply, emailed to the member and shown in their contact history; the request waits for them',
  params: requestParams,
  body: supportMessageInput,
  status: 201,
  response: answer(staffSupportRequest),
});

export const noteSupportRequest = endpoint({
  method: 'POST',
  path: '/admin/support/requests/:requestId/notes',
  access: staff,
  resource: 'support-inbox',
  changes: ['support-inbox'],
  summary: 'An internal note, for staff only',
  params: requestParams,
  body: supportMessageInput,
  status: 201,
  response: answer(staffSupportRequest),
});

export const assignSupportRequest = endpoint({
  method: 'PUT',
  path: '/admin/support/requests/:requestId/assignee',
  access: staff,
  resource: 'support-inbox',
  changes: staffChange,
  summary: 'Takes the request: the caller becomes its assignee',
  params: requestParams,
  response: answer(staffSupportRequest),
});

export const setSupportStatus = endpoint({
  method: 'PUT',
  path: '/admin/support/requests/:requestId/status',
  access: staff,
  resource: 'support-inbox',
  changes: staffChange,
  summary: 'Marks the request solved, or opens it again',
  params: requestParams,
  body: supportStatusChange,
  response: answer(staffSupportRequest),
});
