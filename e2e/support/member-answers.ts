import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, APIResponse, BrowserContext, Response, TestInfo } from '@playwright/test';

/**
 * Issue 36: no answer a member receives carries another member's internal user id. Every journey records the JSON
 * answers of the member-facing API (`/api/*` outside `/api/admin/*`), from its browsers and from its `request` calls,
 * with who asked and every UUID in them; once the run is over, member-answers-check.ts asks staff for every member's
 * id and fails on any answer holding one that is not the caller's own.
 */

/** One answer as recorded: the ids in it, and enough of the caller to tell their own ids from another member's. */
export interface MemberAnswer {
  test: string;
  project: string;
  origin: string;
  method: string;
  path: string;
  status: number;
  /** The caller's email (the access token's claim, or the signed-in `user` of an identity answer); null signed out. */
  caller: string | null;
  /** The caller's own ids: their identity uid, and their user id as their own profile answers gave it. */
  ownIds: string[];
  /** The caller's role as their profile said during the journey; null when no profile answer was seen. */
  role: string | null;
  uuids: string[];
  /** The body could not be read: its page went before it arrived. */
  isUnread?: true;
}

/** Staff see members' ids by design (`/api/admin/*`), and their answers elsewhere are not a member's view. */
export const staffRoles = new Set(['admin', 'karim']);

/** Where this run's records go: beside the run's other data, so two runs sharing a checkout never mix theirs. */
export function memberAnswersDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the journeys config (support/journey-setup.ts)');
  return path.join(dataDir, 'member-answers');
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Answers that are the caller's own profile (`profile` in the refresh, `data` elsewhere): their user id and role. */
const ownProfilePaths = new Set([
  '/api/users/me',
  '/api/users/me/profile',
  '/api/users/me/picture',
  '/api/auth/register',
  '/api/identity/refresh',
]);

const isMemberFacing = (pathname: string) =>
  pathname.startsWith('/api/') && !pathname.startsWith('/api/admin/');

/** The claims of a bearer token, unverified: the server checked it; here it only says who asked. */
function tokenClaims(authorization: string | undefined): { sub?: string; email?: string } {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) ?? {};
  } catch {
    return {};
  }
}

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

interface Heard {
  url: string;
  method: string;
  status: number;
  contentType: string | undefined;
  authorization: () => Promise<string | undefined>;
  body: () => Promise<string>;
}

type Recorded = Omit<MemberAnswer, 'test' | 'project' | 'ownIds' | 'role'> & { order: number; uid?: string };

/** A body that has not arrived this long after the journey ended never will (its page is gone). */
const settleTimeoutMs = 10_000;

const fetchMethods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch']);

export function memberAnswerRecorder() {
  const pending = new Set<Promise<void>>();
  const answers: Recorded[] = [];
  const profiles = new Map<string, { order: number; id: string; role: string }[]>();
  const watched = new WeakSet<BrowserContext>();
  let heardCount = 0;

  async function record(heard: Heard, order: number) {
    const url = new URL(heard.url);
    const where = {
      order,
      origin: url.origin,
      method: heard.method,
      path: url.pathname,
      status: heard.status,
    };
    // Both at once: a page's request headers and body go with the page.
    const [authorization, body] = await Promise.allSettled([heard.authorization(), heard.body()]);
    const claims = tokenClaims(authorization.status === 'fulfilled' ? authorization.value : undefined);
    if (body.status === 'rejected') {
      answers.push({ ...where, caller: claims.email ?? null, uid: claims.sub, uuids: [], isUnread: true });
      return;
    }
    const json = parsed(body.value);
    const signedIn = field(json, 'user');
    const caller = claims.email ?? text(field(signedIn, 'email')) ?? null;
    if (caller && ownProfilePaths.has(url.pathname)) {
      const profile = field(json, 'profile') ?? field(json, 'data');
      const id = text(field(profile, 'id'));
      const role = text(field(profile, 'role'));
      if (id && role) profiles.set(caller, [...(profiles.get(caller) ?? []), { order, id, role }]);
    }
    answers.push({
      ...where,
      caller,
      uid: claims.sub ?? text(field(signedIn, 'uid')),
      uuids: [...new Set(body.value.match(uuidPattern)?.map((id) => id.toLowerCase()) ?? [])],
    });
  }

  /** JSON answers of the member-facing API only, numbered in the order they arrive; settled before the write. */
  function track(heard: Heard): Promise<void> {
    if (!isMemberFacing(new URL(heard.url).pathname) || !heard.contentType?.includes('application/json'))
      return Promise.resolve();
    const recording = record(heard, (heardCount += 1)).catch(() => undefined);
    pending.add(recording);
    void recording.finally(() => pending.delete(recording));
    return recording;
  }

  async function settle() {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, settleTimeoutMs)));
    await Promise.race([Promise.all([...pending]), timeout]);
    clearTimeout(timer);
  }

  function onPageResponse(response: Response) {
    const request = response.request();
    track({
      url: response.url(),
      method: request.method(),
      status: response.status(),
      contentType: response.headers()['content-type'],
      authorization: async () => (await request.allHeaders()).authorization,
      body: () => response.text(),
    });
  }

  return {
    /** Every page of `context`, now and to come; closing it first waits for the answers still arriving. */
    watch(context: BrowserContext): BrowserContext {
      if (watched.has(context)) return context;
      watched.add(context);
      context.on('response', onPageResponse);
      const close = context.close.bind(context);
      context.close = async (options) => {
        await settle();
        return close(options);
      };
      return context;
    },

    /** `request` as the journey uses it, each answer recorded before the journey reads it. */
    watchRequest(request: APIRequestContext): APIRequestContext {
      return new Proxy(request, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof property !== 'string' || !fetchMethods.has(property) || typeof value !== 'function')
            return typeof value === 'function' ? value.bind(target) : value;
          return async (url: string, options?: { method?: string; headers?: Record<string, string> }) => {
            const response: APIResponse = await value.call(target, url, options);
            const headers = Object.fromEntries(
              Object.entries(options?.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header]),
            );
            await track({
              url: response.url(),
              method: (property === 'fetch' ? options?.method : property)?.toUpperCase() ?? 'GET',
              status: response.status(),
              contentType: response.headers()['content-type'],
              authorization: async () => headers.authorization,
              body: () => response.text(),
            });
            return response;
          };
        },
      });
    },

    settle,

    /** This journey's answers, each with its caller's own ids and role then, appended to the run's records. */
    async write(testInfo: TestInfo) {
      await settle();
      const lines = answers.map(({ order, uid, ...answer }) => {
        const learned = answer.caller ? (profiles.get(answer.caller) ?? []) : [];
        // The role the caller had then: the last profile before this answer, else the first after it.
        const role = learned.filter((profile) => profile.order <= order).at(-1) ?? learned[0];
        const entry: MemberAnswer = {
          test: testInfo.titlePath.join(' › '),
          project: testInfo.project.name,
          ...answer,
          ownIds: [...new Set([...(uid ? [uid] : []), ...learned.map((profile) => profile.id)])],
          role: role?.role ?? null,
        };
        return JSON.stringify(entry);
      });
      if (lines.length === 0) return;
      const dir = memberAnswersDir();
      await mkdir(dir, { recursive: true });
      await appendFile(
        path.join(dir, `worker-${testInfo.parallelIndex}-${process.pid}.jsonl`),
        `${lines.join('\n')}\n`,
      );
    },
  };
}

export type MemberAnswerRecorder = ReturnType<typeof memberAnswerRecorder>;
