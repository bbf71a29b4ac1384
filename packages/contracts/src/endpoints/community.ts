import { z } from 'zod';
import {
  channel,
  channelForStaff,
  channelInput,
  channelUpdate,
  introductionInvitation,
  message,
  messageReport,
  messageEdit,
  messageInput,
  messagePage,
  moderationDecision,
  moderationItem,
  muteInput,
  reactionNames,
  readPosition,
  streamTicket,
} from '../community';
import { access, answer, endpoint, uuidParam } from '../endpoint';

const channelParams = z.object({ channelId: uuidParam });
const messageParams = z.object({ messageId: uuidParam });
const reactionParams = z.object({ messageId: uuidParam, reaction: z.enum(reactionNames, '4000') });

/** Premium members talk in the channels; staff run them without needing a plan of their own. */
const reader = access.premiumOrStaff('community_moderation');
const staff = access.staff('community_moderation');

export const listChannels = endpoint({
  method: 'GET',
  path: '/community/channels',
  access: reader,
  resource: 'channels',
  summary: 'Open channels, each with its last message and what the caller has not read',
  response: answer(z.array(channel)),
});

/** A `channels` resource: a message posted (which changes `channels`) ends the invitation on the web too. */
export const introduction = endpoint({
  method: 'GET',
  path: '/community/introduction',
  access: reader,
  resource: 'channels',
  summary: 'Where a member who has not posted yet is invited to introduce themselves; null once they have',
  response: answer(introductionInvitation),
});

export const joinChannel = endpoint({
  method: 'PUT',
  path: '/community/channels/:channelId/membership',
  access: reader,
  resource: 'channels',
  changes: ['channels'],
  summary: 'Joins a channel (joining twice is a no-op)',
  params: channelParams,
  status: 204,
});

export const leaveChannel = endpoint({
  method: 'DELETE',
  path: '/community/channels/:channelId/membership',
  access: reader,
  resource: 'channels',
  changes: ['channels'],
  summary: 'Leaves a channel',
  params: channelParams,
  status: 204,
});

export const listMessages = endpoint({
  method: 'GET',
  path: '/community/channels/:channelId/messages',
  access: reader,
  resource: 'messages',
  summary: 'A page of top-level messages (or one thread), newest first, older pages by `before`',
  params: channelParams,
  query: z.object({
    before: z.coerce.number('4000').int('4000').min(1, '4000').optional(),
    thread: z.uuid('4000').optional(),
  }),
  response: answer(messagePage),
});

export const postMessage = endpoint({
  method: 'POST',
  path: '/community/channels/:channelId/messages',
  access: reader,
  resource: 'messages',
  changes: ['messages', 'channels'],
  summary: 'Posts a message or a reply; the filter may hold it for review',
  params: channelParams,
  body: messageInput,
  status: 201,
  response: answer(message),
});

export const markRead = endpoint({
  method: 'PUT',
  path: '/community/channels/:channelId/read',
  access: reader,
  resource: 'channels',
  changes: ['channels'],
  summary: 'Marks the channel read up to a sequence number',
  params: channelParams,
  body: readPosition,
  status: 204,
});

export const signalTyping = endpoint({
  method: 'POST',
  path: '/community/channels/:channelId/typing',
  access: reader,
  resource: 'messages',
  summary: 'Tells the channel the caller is typing (not stored)',
  params: channelParams,
  status: 204,
});

export const editMessage = endpoint({
  method: 'PATCH',
  path: '/community/messages/:messageId',
  access: reader,
  resource: 'messages',
  changes: ['messages'],
  summary: 'Edits an own message within 15 minutes',
  params: messageParams,
  body: messageEdit,
  response: answer(message),
});

export const deleteMessage = endpoint({
  method: 'DELETE',
  path: '/community/messages/:messageId',
  access: reader,
  resource: 'messages',
  changes: ['messages', 'moderation'],
  summary: 'Deletes an own message within 15 minutes; staff delete any',
  params: messageParams,
  status: 204,
});

export const addReaction = endpoint({
  method: 'PUT',
  path: '/community/messages/:messageId/reactions/:reaction',
  access: reader,
  resource: 'messages',
  changes: ['messages'],
  summary: 'Reacts to a message (once per reaction)',
  params: reactionParams,
  response: answer(message),
});

export const removeReaction = endpoint({
  method: 'DELETE',
  path: '/community/messages/:messageId/reactions/:reaction',
  access: reader,
  resource: 'messages',
  changes: ['messages'],
  summary: "Takes the caller's reaction back",
  params: reactionParams,
  response: answer(message),
});

export const reportMessage = endpoint({
  method: 'POST',
  path: '/community/messages/:messageId/report',
  access: reader,
  resource: 'moderation',
  changes: ['moderation'],
  summary: 'Reports a message to staff, with a reason (once per member)',
  params: messageParams,
  body: messageReport,
  status: 204,
});

export const openStream = endpoint({
  method: 'POST',
  path: '/community/stream-tickets',
  access: reader,
  resource: 'messages',
  summary: 'A single-use ticket, valid one minute, that opens the live stream',
  status: 201,
  response: answer(streamTicket),
});

/**
 * The live stream (Server-Sent Events). Public as a route because EventSource cannot send a token: the single-use
 * ticket in the query is the credential (7609 without a valid one).
 */
export const stream = endpoint({
  method: 'GET',
  path: '/community/stream',
  access: access.public,
  resource: 'messages',
  summary: "The caller's channels, live: messages, edits, deletions, reactions and typing",
  query: z.object({
    ticket: z.string('4000').max(100, '4000'),
    /** The position to resume from when the browser cannot send Last-Event-ID (a reconnect with a new ticket). */
    after: z.string('4000').max(4000, '4000').optional(),
  }),
});

export const listStaffChannels = endpoint({
  method: 'GET',
  path: '/admin/community/channels',
  access: staff,
  resource: 'channels',
  summary: 'Every channel, archived ones too, with every language written',
  response: answer(z.array(channelForStaff)),
});

export const createChannel = endpoint({
  method: 'POST',
  path: '/admin/community/channels',
  access: staff,
  resource: 'channels',
  changes: ['channels'],
  summary: 'Opens a channel',
  body: channelInput,
  status: 201,
  response: answer(channelForStaff),
});

export const updateChannel = endpoint({
  method: 'PATCH',
  path: '/admin/community/channels/:channelId',
  access: staff,
  resource: 'channels',
  changes: ['channels'],
  summary: 'Renames, changes the mode of, archives or restores a channel',
  params: channelParams,
  body: channelUpdate,
  response: answer(channelForStaff),
});

export const pinMessage = endpoint({
  method: 'PUT',
  path: '/admin/community/messages/:messageId/pin',
  access: staff,
  resource: 'messages',
  changes: ['messages'],
  summary: 'Pins a message (or unpins it with `pinned: false`)',
  params: messageParams,
  body: z.object({ pinned: z.boolean('4000') }),
  response: answer(message),
});

export const muteMember = endpoint({
  method: 'POST',
  path: '/admin/community/mutes',
  access: staff,
  resource: 'moderation',
  changes: ['moderation'],
  summary: 'Mutes a member in every channel for a time, with a reason',
  body: muteInput,
  status: 204,
});

export const moderationQueue = endpoint({
  method: 'GET',
  path: '/admin/community/moderation',
  access: staff,
  resource: 'moderation',
  summary: 'Messages the filter held and messages members reported, oldest first',
  response: answer(z.array(moderationItem)),
});

export const moderate = endpoint({
  method: 'POST',
  path: '/admin/community/moderation/:messageId',
  access: staff,
  resource: 'moderation',
  changes: ['moderation', 'messages'],
  summary: 'Keeps (publishes a held message, dismisses its reports) or deletes, with a reason',
  params: messageParams,
  body: moderationDecision,
  response: answer(message),
});
