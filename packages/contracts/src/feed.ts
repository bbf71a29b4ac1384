import { z } from 'zod';

/** Spec §3 post-like content: a title and a content, in the Premium feed. */
export const feedPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.iso.datetime(),
});
export type FeedPost = z.infer<typeof feedPost>;
