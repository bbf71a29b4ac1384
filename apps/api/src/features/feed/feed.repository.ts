import type { Database } from '../../db/client';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import { commentQueries, commentWrites } from './feed-comments.repository';
import { imageQueries, imageWrites } from './feed-images.repository';
import { postQueries, postWrites } from './feed-posts.repository';
import { digestWrites, readerQueries } from './feed-readers.repository';

export type { CommentRecord } from './feed-comments.repository';
export type { FeedPosition, PostRecord, PostWrite, StoredState } from './feed-posts.repository';

/** Writes that go together in one transaction (`inTransaction`): a post with its revision and images; a digest; a comment with its announcement. */
function feedWrites(db: Database) {
  return { ...commentWrites(db), ...imageWrites(db), ...postWrites(db), ...digestWrites(db) };
}

export type FeedWrites = ReturnType<typeof feedWrites>;

export function feedRepository(db: Database, events: EventBus) {
  return {
    inTransaction<T>(work: (tx: FeedWrites & EventRecorder) => Promise<T>): Promise<T> {
      return events.transaction(feedWrites, work);
    },
    ...postQueries(db, events),
    ...commentQueries(db),
    ...imageQueries(db),
    ...readerQueries(db),
  };
}

export type FeedRepository = ReturnType<typeof feedRepository>;
