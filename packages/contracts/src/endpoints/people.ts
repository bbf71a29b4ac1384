import { z } from 'zod/mini';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import { memberProfileCard } from '../people';

/** Issue 39: the card a member opens by tapping someone's name, by that person's public handle. */
export const memberCard = endpoint({
  method: 'GET',
  path: '/members/:id/card',
  access: access.member,
  resource: 'people',
  summary: "A member's profile card: display name, picture, badge, bio and the month they joined",
  params: z.object({ id: uuidParam }),
  response: answer(memberProfileCard),
});
