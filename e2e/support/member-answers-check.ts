import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { request as requests } from '@playwright/test';
import { adminHeaders } from './api';
import { memberAnswersDir, staffRoles, type MemberAnswer } from './member-answers';

/**
 * The proof of issue 36, run once the journeys are done (the global set-up's teardown, while their servers still
 * run): the demo admin lists every member of each server the journeys used (`/api/admin/members`, every page), and
 * no answer a member received (support/member-answers.ts) may hold the user id of a member other than the caller.
 * Staff's answers are left out: their screens name members by id by design.
 */
export default async function memberAnswersCheck() {
  const dir = memberAnswersDir();
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return () => checkMemberAnswers(dir);
}

interface Member {
  id: string;
  email: string;
  username: string | null;
  role: string;
}

async function membersOf(origin: string): Promise<Member[]> {
  const request = await requests.newContext({ baseURL: origin });
  try {
    const headers = await adminHeaders(request);
    const members: Member[] = [];
    let cursor: string | null = null;
    do {
      const response = await request.get('/api/admin/members', {
        headers,
        params: cursor ? { cursor } : {},
      });
      if (!response.ok()) throw new Error(`${origin} members: ${response.status()} ${await response.text()}`);
      const page = (await response.json()).data as { members: Member[]; nextCursor: string | null };
      members.push(...page.members);
      cursor = page.nextCursor;
    } while (cursor);
    return members;
  } finally {
    await request.dispose();
  }
}

async function recordedAnswers(dir: string): Promise<MemberAnswer[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.jsonl'));
  const texts = await Promise.all(files.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.flatMap((text) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as MemberAnswer),
  );
}

export async function checkMemberAnswers(dir: string) {
  const answers = await recordedAnswers(dir);
  if (answers.length === 0) return;
  const withIds = answers.filter((answer) => answer.uuids.length > 0);
  const origins = [...new Set(withIds.map((answer) => answer.origin))];
  const membersByOrigin = new Map(
    await Promise.all(
      origins.map(async (origin) => {
        const members = await membersOf(origin);
        const byId = new Map(members.map((member) => [member.id, member]));
        const byEmail = new Map(members.map((member) => [member.email, member]));
        return [origin, { byId, byEmail }] as const;
      }),
    ),
  );

  const leaks = new Map<string, Set<string>>();
  let checked = 0;
  for (const answer of withIds) {
    const { byId, byEmail } = membersByOrigin.get(answer.origin)!;
    const caller = answer.caller ? byEmail.get(answer.caller) : undefined;
    if (staffRoles.has(answer.role ?? caller?.role ?? '')) continue;
    checked += 1;
    const own = new Set([...answer.ownIds, ...(caller ? [caller.id] : [])]);
    const foreign = answer.uuids.flatMap((id) => (own.has(id) ? [] : (byId.get(id) ?? [])));
    if (foreign.length === 0) continue;
    const route = answer.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id');
    const to = answer.caller ?? 'no one signed in';
    const where = `[${answer.project}] ${answer.test}\n    ${answer.method} ${route} to ${to}`;
    const whose = foreign.map((member) => `${member.id} (${member.username ?? member.email})`);
    leaks.set(where, new Set([...(leaks.get(where) ?? []), ...whose]));
  }

  const unread = answers.filter((answer) => answer.isUnread).length;
  console.log(
    `Member answers (issue 36): ${answers.length} recorded, ${checked} holding ids read as a member, ` +
      `${leaks.size} with another member's user id${unread ? `; ${unread} unread (their page went first)` : ''}.`,
  );
  if (leaks.size === 0) return;
  const lines = [...leaks].map(([where, ids]) => `  ${where}: ${[...ids].join(', ')}`);
  throw new Error(
    `${leaks.size} member-facing answers carried another member's user id (issue 36; records in ${dir}):\n` +
      lines.join('\n'),
  );
}
