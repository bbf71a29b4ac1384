import { pictureTypes, type PictureLimits, type Profile } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { reencodePicture } from './picture-image';
import type { PictureStore } from './picture-store';
import type { UsersRepository } from './users.repository';
import { toProfile } from './users.service';

/** D6: the optional profile picture, kept apart from the profile form (it is sent on its own, as raw bytes). */
export function picturesService(repository: UsersRepository, store: PictureStore, maxBytes: number) {
  /** Points the profile at `key` (or at nothing), then deletes the file it pointed at before. */
  async function replacePicture(userId: string, key: string | null): Promise<Profile> {
    const { user, previousKey } = await repository.replacePictureKey(userId, key);
    if (previousKey) await store.remove(previousKey);
    return toProfile(user);
  }

  async function currentUserId(caller: Caller): Promise<string> {
    const user = await repository.findByIdentity(caller.uid);
    if (!user) throw new AppError(4004);
    return user.id;
  }

  return {
    limits: (): PictureLimits => ({ maxBytes, types: [...pictureTypes] }),

    async setPicture(caller: Caller, upload: Buffer): Promise<Profile> {
      const userId = await currentUserId(caller);
      const key = await store.save(await reencodePicture(upload));
      try {
        return await replacePicture(userId, key);
      } catch (error) {
        await store.remove(key);
        throw error;
      }
    },

    async removePicture(caller: Caller): Promise<Profile> {
      return replacePicture(await currentUserId(caller), null);
    },

    async read(key: string): Promise<Buffer> {
      const picture = await store.read(key);
      if (!picture) throw new AppError(4004);
      return picture;
    },
  };
}

export type PicturesService = ReturnType<typeof picturesService>;
