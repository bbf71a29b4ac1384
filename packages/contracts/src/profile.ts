import { z } from 'zod';
import { roles } from './access';
import { languages } from './languages';
import { genders } from './profile-fields';
import { subscription } from './subscriptions';

/** Spec §3 profile plus the D6 fields; `subscription` is null until a plan is chosen. */
export const profile = z.object({
  id: z.string(),
  role: z.enum(roles),
  isCompleted: z.boolean(),
  subscription: subscription.nullable(),
  email: z.email(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  username: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  birthDate: z.iso.date().nullable(),
  bio: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  language: z.enum(languages),
});
export type Profile = z.infer<typeof profile>;
