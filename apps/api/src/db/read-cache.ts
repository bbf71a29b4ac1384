import type { PGlite } from '@electric-sql/pglite';
import { embeddedClientOf, type Database } from './client';

/**
 * What every signed-in request reads (the session epoch, the caller's row, their subscription and grants), remembered
 * on the embedded database until the next write of any kind (decision 013). One process owns a PGlite folder, and
 * every statement passes through its one client: the client itself tells a write (anything but a plain `select`, any
 * `exec`, any transaction), wherever in the code it comes from. With PostgreSQL, other servers write too: nothing is
 * remembered, and `read` always loads.
 */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

const maximumEntries = 10_000;
const isPlainSelect = (text: string) => /^\s*select\b/i.test(text);

const loadEveryTime: ReadCache = { read: (_key, load) => load() };

/**
 * A read kept only when no write began or ended while it ran: PGlite runs one statement at a time, but a read's
 * answer can arrive after a write it queued behind has started.
 */
function cacheOver(client: PGlite): ReadCache {
  let generation = 0;
  let writesUnderWay = 0;
  let entriesGeneration = 0;
  const entries = new Map<string, unknown>();

  const asWrite =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      generation += 1;
      writesUnderWay += 1;
      try {
        return await run(...args);
      } finally {
        writesUnderWay -= 1;
        generation += 1;
      }
    };
  const query = client.query.bind(client);
  const writingQuery = asWrite(query);
  client.query = ((text: string, ...rest: unknown[]) =>
    isPlainSelect(text)
      ? query(text, ...(rest as []))
      : writingQuery(text, ...(rest as []))) as PGlite['query'];
  client.exec = asWrite(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = asWrite(client.transaction.bind(client)) as PGlite['transaction'];

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const isCurrent = writesUnderWay === 0 && entriesGeneration === generation;
      if (isCurrent && entries.has(key)) return entries.get(key) as T;
      const startedIn = generation;
      const value = await load();
      if (writesUnderWay > 0 || generation !== startedIn) return value;
      if (entriesGeneration !== generation || entries.size >= maximumEntries) {
        entries.clear();
        entriesGeneration = generation;
      }
      entries.set(key, value);
      return value;
    },
  };
}

// One cache per database, shared by every repository opened on it (the app's, a test's second set of services).
const caches = new WeakMap<PGlite, ReadCache>();

export function readCacheOf(db: Database): ReadCache {
  const client = embeddedClientOf(db);
  if (!client) return loadEveryTime;
  let cache = caches.get(client);
  if (!cache) caches.set(client, (cache = cacheOver(client)));
  return cache;
}
