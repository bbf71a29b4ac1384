import { expect, type TestInfo } from './test';
import { adminHeaders, newPremiumMember } from './api';

type APIRequestContext = Parameters<typeof adminHeaders>[0];
type ThreeLanguages = Record<'en' | 'fr' | 'ar', string>;

/**
 * An open channel staff make through the API, named in the three languages and tagged with the layout and the moment:
 * the journeys' server keeps every channel an earlier run or a retry opened.
 */
export async function openChannel(
  request: APIRequestContext,
  testInfo: TestInfo,
  {
    name,
    description,
    writtenIn = 'en',
  }: { name: ThreeLanguages; description: ThreeLanguages; writtenIn?: 'en' | 'fr' },
) {
  const tag = `${testInfo.project.name} ${Date.now() % 1e6}`;
  const response = await request.post('/api/admin/community/channels', {
    headers: await adminHeaders(request),
    data: {
      writtenIn,
      name: { en: `${name.en} ${tag}`, fr: `${name.fr} ${tag}`, ar: `${name.ar} ${tag}` },
      description,
      mode: 'open',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: string; nameTexts: { texts: Record<string, string> } };
}

/**
 * A Premium member in the channel, named after the prefix ("amina" → Amina Bennani), with the name the community
 * shows them by: the first name and the initial, their card's default (issue 39).
 */
export async function memberIn(
  request: APIRequestContext,
  channelId: string,
  language: string,
  prefix: string,
) {
  const member = await newPremiumMember(request, language, prefix);
  const joined = await request.put(`/api/community/channels/${channelId}/membership`, {
    headers: member.headers,
  });
  expect(joined.status()).toBe(204);
  const me = (await (await request.get('/api/users/me', { headers: member.headers })).json()).data;
  const firstname = prefix[0]!.toUpperCase() + prefix.slice(1);
  const renamed = await request.put('/api/users/me/profile', {
    headers: member.headers,
    data: {
      firstname,
      lastname: 'Bennani',
      username: me.username,
      gender: 'female',
      birthDate: '1994-02-11',
    },
  });
  expect(renamed.status()).toBe(200);
  return { ...member, shownName: `${firstname} B.` };
}
