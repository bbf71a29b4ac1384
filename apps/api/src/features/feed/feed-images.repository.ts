import { and, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedPostImages } from '../../db/schema';

/** Only inside `inTransaction` (feedWrites): `db` is its transaction. */
export function imageWrites(db: Database) {
  return {
    /** The images among `keys` that exist and are free or already this post's. */
    async usableImages(keys: string[], postId: string | null): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .select({ key: feedPostImages.key })
        .from(feedPostImages)
        .where(
          and(
            inArray(feedPostImages.key, keys),
            postId
              ? or(isNull(feedPostImages.postId), eq(feedPostImages.postId, postId))
              : isNull(feedPostImages.postId),
          ),
        )
        .for('update');
      return rows.map((row) => row.key);
    },

    /** Points the post at exactly these images, in this order; the others it had are freed for the sweep. */
    async attachImages(postId: string, keys: string[]) {
      await db
        .update(feedPostImages)
        .set({ postId: null })
        .where(
          and(
            eq(feedPostImages.postId, postId),
            keys.length ? notInArray(feedPostImages.key, keys) : undefined,
          ),
        );
      for (const [position, key] of keys.entries())
        await db.update(feedPostImages).set({ postId, position }).where(eq(feedPostImages.key, key));
    },
  };
}

export function imageQueries(db: Database) {
  return {
    async insertImage(image: { key: string; width: number; height: number; uploadedBy: string }) {
      await db.insert(feedPostImages).values(image);
    },

    /** Forgets images no post has held for a day; their keys go to the caller, which deletes the files. */
    async takeUnattachedImages(olderThan: Date): Promise<string[]> {
      const rows = await db
        .delete(feedPostImages)
        .where(and(isNull(feedPostImages.postId), lt(feedPostImages.createdAt, olderThan)))
        .returning({ key: feedPostImages.key });
      return rows.map((row) => row.key);
    },

    async imageKeysIn(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: feedPostImages.key })
        .from(feedPostImages)
        .where(inArray(feedPostImages.key, keys));
      return new Set(rows.map((row) => row.key));
    },
  };
}
