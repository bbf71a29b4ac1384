import { z } from 'zod/mini';
import { roles } from './access';
import { languages } from './languages';
import { nameDisplays } from './people';
import { genders } from './profile-fields';
import { subscription } from './member-subscription';

/** Spec §3 profile plus the D6 fields; `subscription` is null until a plan is chosen. */
export const profile = z.object({
  id: z.string(),
  role: z.enum(roles),
  isCompleted: z.boolean(),
  subscription: z.nullable(subscription),
  email: z.email(),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  username: z.nullable(z.string()),
  gender: z.nullable(z.enum(genders)),
  birthDate: z.nullable(z.iso.date()),
  bio: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
  /** What others see on the member's card (issue 39). */
  nameDisplay: z.enum(nameDisplays),
  showPicture: z.boolean(),
  language: z.enum(languages),
});
export type Profile = z.infer<typeof profile>;
