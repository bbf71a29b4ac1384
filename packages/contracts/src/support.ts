import { z } from 'zod';
import { personCard } from './people';

/** D1: what a member writes to support about (issue 18). */
export const supportCategories = ['billing', 'account', 'rewards', 'technical', 'other'] as const;
export type SupportCategory = (typeof supportCategories)[number];

/** new: nobody answered yet; waiting: staff answered and wait for the member; solved: closed by staff. */
export const supportStatuses = ['new', 'waiting', 'solved'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export const supportLimits = { subject: { min: 3, max: 120 }, message: { min: 10, max: 5000 } } as const;

/** Screenshots a member may attach to a request (8104 past it); each is uploaded first, then named by its key. */
export const supportAttachmentsMax = 3;

/** 128 random bits and the WebP every upload is re-encoded to: the only names the API stores or serves. */
export const supportAttachmentKey = z.string('4000').regex(/^[0-9a-f]{32}\.webp$/, '4000');

/**
 * An uploaded screenshot, re-encoded without its metadata. It has no public URL: only the member who sent it and
 * staff with the support inbox may fetch it, with their token (`supportAttachmentFile`, `staffSupportAttachmentFile`).
 */
export const supportAttachment = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SupportAttachment = z.infer<typeof supportAttachment>;

const subject = z
  .string('8100')
  .trim()
  .min(supportLimits.subject.min, '8100')
  .max(supportLimits.subject.max, '8100');
const messageBody = z
  .string('8101')
  .trim()
  .min(supportLimits.message.min, '8101')
  .max(supportLimits.message.max, '8101');

export const supportRequestInput = z.object({
  subject,
  category: z.enum(supportCategories, '8102'),
  message: messageBody,
  /** Keys of the member's uploads, in the order shown; more than three is 8104, one not theirs to send 8105. */
  attachmentKeys: z
    .array(supportAttachmentKey)
    .max(supportAttachmentsMax * 5, '4000')
    .default([]),
});
export type SupportRequestInput = z.infer<typeof supportRequestInput>;

export const supportMessageInput = z.object({ message: messageBody });

/** One message of a request: the member's, or staff's reply (`fromStaff`). Internal notes are never in it. */
export const supportMessage = z.object({
  id: z.string(),
  fromStaff: z.boolean(),
  /** Staff replies are signed with the staff member's first name, as a person would sign. */
  authorName: z.string().nullable(),
  body: z.string(),
  /** The screenshots sent with the message, in the order the member chose them. */
  attachments: z.array(supportAttachment),
  createdAt: z.iso.datetime(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportRequest = z.object({
  id: z.string(),
  /** A short reference the member can quote: `S-000042`. */
  reference: z.string(),
  subject: z.string(),
  category: z.enum(supportCategories),
  status: z.enum(supportStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  messages: z.array(supportMessage),
});
export type SupportRequest = z.infer<typeof supportRequest>;

export const supportNote = z.object({
  id: z.string(),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

/** What staff see: the request, who sent it, who has it, and the notes staff keep among themselves. */
export const staffSupportRequest = supportRequest.extend({
  member: z.object({
    id: z.string(),
    name: z.string(),
    /** As every screen shows them (issue 39): picture or initials, display name, badge. */
    person: personCard,
    email: z.string(),
    language: z.enum(['en', 'fr', 'ar']),
  }),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.array(supportNote),
});
export type StaffSupportRequest = z.infer<typeof staffSupportRequest>;

export const supportInboxQuery = z.object({ status: z.enum(supportStatuses, '4000').default('new') });

export const supportInboxItem = staffSupportRequest.omit({ messages: true, notes: true }).extend({
  lastMessageAt: z.iso.datetime(),
  messageCount: z.number().int(),
});
export type SupportInboxItem = z.infer<typeof supportInboxItem>;

export const supportStatusChange = z.object({ status: z.enum(supportStatuses, '4000') });
