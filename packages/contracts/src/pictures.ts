import { z } from 'zod';

/** What a member may upload as a profile picture; the server re-encodes every one to a 512×512 WebP. */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureType = (typeof pictureTypes)[number];

export function isPictureType(value: string): value is PictureType {
  return (pictureTypes as readonly string[]).includes(value);
}

/** The server's own limits, so the web can refuse a file before sending it (the server checks again). */
export const pictureLimits = z.object({
  maxBytes: z.number().int().positive(),
  types: z.array(z.enum(pictureTypes)),
});
export type PictureLimits = z.infer<typeof pictureLimits>;
