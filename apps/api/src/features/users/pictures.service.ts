import { ErrorCode, pictureTypes, type PictureLimits, type Profile } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { reencodePicture } from '../../lib/image-encoding';
import type { ImageStore } from '../../lib/stored-images';
import type { UsersRepository } from './users.repository';
import { currentUserOf } from './member-directory';
import { toProfile, type SubscriptionOf } from './users.service';

/** D6: the optional profile picture, kept apart from the profile form (it is sent on its own, as raw bytes). */
/** An upload writes its file before the profile points at it: younger files may be on their way in. */
const orphanGraceMs = 60 * 60 * 1000;

export function picturesService(
  repository: UsersRepository,
  store: ImageStore,
  maxBytes: number,
  subscriptionOf: SubscriptionOf,
) {
  /** Points the profile at `key` (or at nothing), then deletes the file it pointed at before. */
  async function replacePicture(userId: string, key: string | null): Promise<Profile> {
    const { user, previousKey } = await repository.replacePictureKey(userId, key);
    if (previousKey) await store.remove(previousKey);
    return toProfile(user, await subscriptionOf(user.id));
  }

  const currentUserId = async (caller: Caller) => (await currentUserOf(repository, caller)).id;

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

    /**
     * The scheduled sweep: deletes picture files no profile points at (a crash between an upload and its swap, or
     * between a swap and the old file's deletion) and uploads left half-written, once they are an hour old.
     */
    async sweepOrphans(now = new Date()): Promise<number> {
      const old = (await store.list()).filter(
        (file) => now.getTime() - file.writtenAt.getTime() > orphanGraceMs,
      );
      const referenced = await repository.referencedPictureKeys(
        old.flatMap((file) => (file.key ? [file.key] : [])),
      );
      const orphans = old.filter((file) => !file.key || !referenced.has(file.key));
      for (const file of orphans) await store.removeListed(file.name);
      return orphans.length;
    },

    async read(key: string): Promise<Buffer> {
      const picture = await store.read(key);
      if (!picture) throw new AppError(ErrorCode.notFound);
      return picture;
    },
  };
}

export type PicturesService = ReturnType<typeof picturesService>;
