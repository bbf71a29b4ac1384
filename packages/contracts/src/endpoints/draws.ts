import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import { adminDraw, drawAudit, drawCreate, memberDraw } from '../rewards';

const drawParams = z.object({ drawId: uuidParam });

/** D2/D7 winners area, admin and karim only: open a month's draw, then draw it. */
export const listAdminDraws = endpoint({
  method: 'GET',
  path: '/admin/draws',
  access: access.staff('rewards_winner'),
  resource: 'draws',
  summary: 'Every monthly draw, newest month first',
  response: answer(z.array(adminDraw)),
});

export const createDraw = endpoint({
  method: 'POST',
  path: '/admin/draws',
  access: access.staff('rewards_winner'),
  resource: 'draws',
  changes: ['draws'],
  summary: "Opens a month's draw; only the seed's commitment is published",
  body: drawCreate,
  status: 201,
  response: answer(adminDraw),
});

export const runDraw = endpoint({
  method: 'POST',
  path: '/admin/draws/:drawId/draw',
  access: access.staff('rewards_winner'),
  resource: 'draws',
  // The winners' codes come out of the prize's stock and show in their rewards.
  changes: ['draws', 'rewards', 'claims', 'statistics'],
  summary: 'Draws the winners, reveals the seed and emails each winner a code',
  params: drawParams,
  response: answer(adminDraw),
});

/** Any signed-in person: see the draws, take the free entry, and re-check a result. */
export const listMemberDraws = endpoint({
  method: 'GET',
  path: '/draws',
  access: access.member,
  resource: 'draws',
  summary: "The draws a member can enter or re-check, with the caller's entry",
  response: answer(z.array(memberDraw)),
});

export const enterDraw = endpoint({
  method: 'POST',
  path: '/draws/:drawId/entries',
  access: access.member,
  resource: 'draws',
  changes: ['draws'],
  summary: 'The free entry (no purchase necessary); 200 when already entered',
  params: drawParams,
  status: [201, 200],
  response: answer(memberDraw),
});

export const drawAuditOf = endpoint({
  method: 'GET',
  path: '/draws/:drawId/audit',
  access: access.member,
  resource: 'draws',
  summary: "A drawn draw's seed, entrant hash and tickets, to recompute the winners",
  params: drawParams,
  response: answer(drawAudit),
});
