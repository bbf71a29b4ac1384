import { boundTo } from '../../lib/use-case';
import {
  memberAttachment,
  removeAttachmentsOf,
  staffAttachment,
  sweepAttachments,
  uploadAttachment,
} from './attachments';
import { followUp, mine, send } from './member-requests';
import type { SupportServiceDependencies } from './support-context';
import { deliverSupportMails } from './support-mail-delivery';
import { assignToSelf, inbox, note, reply, setStatus, staffView } from './staff-inbox';

export type { SupportServiceDependencies } from './support-context';

/**
 * D1 contact and the staff inbox (issue 18): requests, replies by email, internal notes, one owner at a time. Each
 * method is a use case from a file beside this one (issue 37): the member's side, the staff's inbox, the emails,
 * the screenshots.
 */
export function supportService(dependencies: SupportServiceDependencies) {
  const withContext = boundTo(dependencies);

  deliverSupportMails(dependencies);

  return {
    send: withContext(send),
    mine: withContext(mine),
    followUp: withContext(followUp),
    uploadAttachment: withContext(uploadAttachment),
    memberAttachment: withContext(memberAttachment),

    inbox: withContext(inbox),
    forStaff: withContext(staffView),
    reply: withContext(reply),
    note: withContext(note),
    assignToSelf: withContext(assignToSelf),
    setStatus: withContext(setStatus),
    staffAttachment: withContext(staffAttachment),

    sweepAttachments: withContext(sweepAttachments),
    removeAttachmentsOf: withContext(removeAttachmentsOf),
  };
}

export type SupportService = ReturnType<typeof supportService>;
