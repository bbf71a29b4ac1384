import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import {
  staffSupportRequest,
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

/** Admin and karim (`support_inbox`). */
const staff = access.staff('support_inbox');
const requestParams = z.object({ requestId: uuidParam });
const staffChange = ['support-inbox', 'audit'] as const;

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
