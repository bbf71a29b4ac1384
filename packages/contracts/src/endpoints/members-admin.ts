import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import { subscription } from '../member-subscription';
import {
  complimentaryPremiumGrant,
  memberDetail,
  memberPage,
  memberSearchQuery,
  roleChange,
} from '../members-admin';

/**
 * Admin and karim (`members_admin`, issue 18): finding a member and helping them. Every change is written to the audit
 * log with the change itself; a change to a member reaches the list, the member page and the audit screen.
 */
const staff = access.staff('members_admin');
const memberChange = ['members', 'audit'] as const;
const memberParams = z.object({ memberId: uuidParam });

export const searchMembers = endpoint({
  method: 'GET',
  path: '/admin/members',
  access: staff,
  resource: 'members',
  summary:
    'Members by name, username or email, filtered by role, plan and status; newest first, a page at a time',
  query: memberSearchQuery,
  response: answer(memberPage),
});

export const exportMembers = endpoint({
  method: 'GET',
  path: '/admin/members.csv',
  access: staff,
  resource: 'members',
  summary: 'The members as filtered on screen, every page, as CSV',
  query: memberSearchQuery.omit({ cursor: true }),
  download: true,
});

export const memberById = endpoint({
  method: 'GET',
  path: '/admin/members/:memberId',
  access: staff,
  resource: 'members',
  summary: 'A member: profile, subscription and payments, claims and draw wins, moderation, sign-in methods',
  params: memberParams,
  response: answer(memberDetail),
});

export const changeRole = endpoint({
  method: 'PUT',
  path: '/admin/members/:memberId/role',
  access: staff,
  resource: 'members',
  changes: memberChange,
  summary: "A member's role (D2: karim any role, admin user ↔ admin, never one's own)",
  params: memberParams,
  body: roleChange,
  response: answer(z.object({ role: roleChange.shape.role })),
});

export const grantComplimentaryPremium = endpoint({
  method: 'POST',
  path: '/admin/members/:memberId/complimentary',
  access: staff,
  resource: 'members',
  changes: memberChange,
  summary: 'Premium for a number of days, free of charge, from now or from the end of the grant running',
  params: memberParams,
  body: complimentaryPremiumGrant,
  status: 201,
  response: answer(subscription),
});

export const revokeComplimentaryPremium = endpoint({
  method: 'DELETE',
  path: '/admin/members/:memberId/complimentary',
  access: staff,
  resource: 'members',
  changes: memberChange,
  summary: 'Ends the complimentary Premium now',
  params: memberParams,
  status: 204,
});

export const signOutEverywhere = endpoint({
  method: 'POST',
  path: '/admin/members/:memberId/sign-out',
  access: staff,
  resource: 'members',
  changes: memberChange,
  summary: "Ends every one of the member's sessions at once",
  params: memberParams,
  status: 204,
});

export const resendReceipt = endpoint({
  method: 'POST',
  path: '/admin/members/:memberId/payments/:paymentId/receipt',
  access: staff,
  resource: 'members',
  changes: ['audit'],
  summary: "Sends a payment's receipt to the member again, in their language",
  params: memberParams.extend({ paymentId: uuidParam }),
  status: 204,
});

export const startDeletion = endpoint({
  method: 'POST',
  path: '/admin/members/:memberId/deletion',
  access: staff,
  resource: 'members',
  changes: memberChange,
  summary:
    'Starts the account deletion a member asked for: sessions end, charges stop, the grace period runs',
  params: memberParams,
  status: 202,
  response: answer(z.object({ purgeAfter: z.iso.datetime() })),
});
