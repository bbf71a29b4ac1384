import type { Language, Message } from '@vitalia/contracts';
import type { App } from '../app';
import { registerMember, type TestAccount } from './accounts';
import { apiOf, subscribePremium } from './billing';

/** Consecutive members have different first names, so a test tells its actors apart by the name shown. */
const firstnames = ['Nadia', 'Omar', 'Lina', 'Sami', 'Yara', 'Adam', 'Maya', 'Rami'];
let made = 0;

export interface ChannelMember extends TestAccount {
  /** What a message names them by (`@username`). */
  username: string;
  /** How the community shows them: their card's rule, the first name and initial (issue 39). */
  displayName: string;
}

/** A Premium member who joined the channel, with a full profile in `language`. */
export async function memberInChannel(
  app: App,
  { planId, channelId, language = 'fr' }: { planId: string; channelId: string; language?: Language },
): Promise<ChannelMember> {
  const api = apiOf(() => app);
  const account = await registerMember(app);
  await subscribePremium(app, account, planId);
  made += 1;
  const username = `m${Date.now() % 1e7}${made}`;
  const firstname = firstnames[made % firstnames.length]!;
  const profile = await api(account, 'PUT', '/users/me/profile', {
    firstname,
    lastname: 'Member',
    username,
    gender: 'female',
    birthDate: '1990-05-01',
    language,
  });
  if (profile.statusCode !== 200) throw new Error(`profile refused: ${profile.body}`);
  const joined = await api(account, 'PUT', `/community/channels/${channelId}/membership`);
  if (joined.statusCode !== 204) throw new Error(`joining refused: ${joined.body}`);
  return { ...account, username, displayName: `${firstname} M.` };
}

/** A message posted in the channel (a reply when `parentId` is given); throws with the answer when it is refused. */
export async function postedMessage(
  app: App,
  account: TestAccount,
  channelId: string,
  body: string,
  parentId?: string,
): Promise<Message> {
  const response = await apiOf(() => app)(account, 'POST', `/community/channels/${channelId}/messages`, {
    body,
    parentId,
  });
  if (response.statusCode !== 201) throw new Error(`posting refused: ${response.body}`);
  return response.json().data as Message;
}
