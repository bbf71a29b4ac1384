import { z } from 'zod';
import { access, answer, endpoint } from '../endpoint';
import { feedPost } from '../feed';

/** The exclusive feed: Premium only (D4), so a free member is answered 4003 before anything is read. */
export const latestPosts = endpoint({
  method: 'GET',
  path: '/feed',
  access: access.premium,
  resource: 'feed',
  summary: "The latest posts in the member's language, newest first",
  response: answer(z.array(feedPost)),
});
