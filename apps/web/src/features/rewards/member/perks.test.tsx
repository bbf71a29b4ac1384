import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorMessages,
  isolate,
  type DrawAudit,
  type MemberClaim,
  type MemberDraw,
  type MemberReward,
  type Profile,
  type Subscription,
} from '@vitalia/contracts';
import i18next from 'i18next';
import { createHash } from 'node:crypto';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../components/ui/alert/alert-modal';
import { api, ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import perks from '../../../locales/en/perks.json';
import { initTestI18n } from '../../../test/i18n';
import { PerksScreen } from './components/perks-screen';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'perks', perks);
  i18next.addResourceBundle('en', 'errors', errorMessages, true, true);
});
afterEach(() => vi.restoreAllMocks());

const reward = (overrides: Partial<MemberReward> = {}): MemberReward => ({
  id: 'r1',
  name: { text: '20% off running shoes', language: 'en' },
  category: 'sport',
  partner: 'Stride',
  description: { text: 'On the whole running range.', language: 'en' },
  inStock: true,
  claimId: null,
  ...overrides,
});

const claim = (overrides: Partial<MemberClaim> = {}): MemberClaim => ({
  id: 'c1',
  source: 'claim',
  rewardId: 'r1',
  rewardName: { text: '20% off running shoes', language: 'en' },
  category: 'sport',
  partner: 'Stride',
  code: 'STRIDE-20-AB12',
  expiresAt: '2026-12-31',
  claimedAt: '2026-03-02T10:00:00.000Z',
  canReport: true,
  reportedAt: null,
  ...overrides,
});

const draw = (overrides: Partial<MemberDraw> = {}): MemberDraw => ({
  id: 'd1',
  month: '2026-03',
  prizeRewardName: { text: 'A year of streaming', language: 'en' },
  prizePartner: 'Flix',
  winnerCount: 2,
  status: 'open',
  commitment: 'a'.repeat(64),
  seed: null,
  entrantListHash: null,
  entrantCount: null,
  method: 'weighted',
  entryKind: 'none',
  myTicket: null,
  myEntries: null,
  hasWon: false,
  ...overrides,
});

/** `myEntries` as the API sends it: the free entry, and `earned` from the month's game points (issue 17). */
const entriesOf = (earned: number): NonNullable<MemberDraw['myEntries']> => ({
  free: 1,
  earned,
  total: 1 + earned,
  pointsPerEntry: 100,
  maxEarned: 10,
});

interface Server {
  rewards?: MemberReward[] | (() => Promise<MemberReward[]>);
  mine?: MemberClaim[];
  draws?: MemberDraw[];
  audit?: DrawAudit;
}

/** The API as the screen reads it; each test replaces the answers it is about. */
function mockGet(server: Server) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path.startsWith('/rewards?') || path === '/rewards') {
      const rewards = server.rewards ?? [];
      return { data: typeof rewards === 'function' ? await rewards() : rewards };
    }
    if (path === '/rewards/mine') return { data: server.mine ?? [] };
    if (path === '/draws') return { data: server.draws ?? [] };
    if (path === '/draws/d1/audit' && server.audit) return { data: server.audit };
    throw new ApiError('4004', 404);
  });
}

function subscription(tier: Subscription['tier']): Subscription {
  return {
    id: 's1',
    planId: 'p',
    tier,
    status: 'active',
    isActive: true,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  };
}

function renderPerks(tier: Subscription['tier'] = 'premium') {
  useAuthStore.setState({
    user: { uid: 'u1', email: 'm@example.com', displayName: null },
    profile: { subscription: subscription(tier) } as Profile,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/perks']}>
        <PerksScreen />
        <AlertModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A promise the test settles when it has looked at the pending state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const rewardCard = async (name = '20% off running shoes') =>
  (await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;

describe('perks: rewards', () => {
  it('invites a free member to Premium, without asking for rewards, and keeps the draws open', async () => {
    const get = mockGet({ draws: [draw()] });
    renderPerks('free');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Partner rewards are for Premium members' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /See Premium plans/ }).getAttribute('href')).toBe('/app/billing');
    expect(await screen.findByRole('button', { name: 'Enter for free' })).toBeTruthy();
    expect(get.mock.calls.map(([path]) => path)).not.toContain('/rewards');
    // Nothing was ever given to them: no empty "My rewards".
    expect(screen.queryByRole('heading', { name: 'My rewards' })).toBeNull();
  });

  it('invites the member when the API refuses them as not Premium (4003)', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/rewards') throw new ApiError('4003', 403);
      return { data: [] };
    });
    renderPerks('premium');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Partner rewards are for Premium members' }),
    ).toBeTruthy();
  });

  it('gets a Premium member their code: pending, then the code to copy, kept in My rewards', async () => {
    const server: Server = { rewards: [reward()], mine: [] };
    mockGet(server);
    const answer = deferred<{ data: MemberClaim }>();
    // The lists are read again after the claim: the server now has it.
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      const claimed = await answer.promise;
      server.rewards = [reward({ claimId: claimed.data.id })];
      server.mine = [claimed.data];
      return claimed;
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPerks();

    const card = await rewardCard();
    expect(within(card).getByText('Stride')).toBeTruthy();
    expect(within(card).getByText('On the whole running range.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Get my code' }));
    expect(post).toHaveBeenCalledWith('/rewards/r1/claim', undefined);
    const pending = within(card).getByRole('button', { name: 'Get my code' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(pending).toHaveProperty('disabled', true);

    await act(async () => answer.resolve({ data: claim({ canReport: true }) }));
    const code = await within(card).findByText('STRIDE-20-AB12');
    expect(code.getAttribute('dir')).toBe('ltr');
    // The button is gone: focus lands on the code it gave way to.
    await waitFor(() => expect(document.activeElement?.contains(code)).toBe(true));
    expect(within(card).getByText('Expires on 31 December 2026')).toBeTruthy();
    expect(screen.getByText(`Your ${isolate('20% off running shoes')} code is ready.`)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('STRIDE-20-AB12');
    expect(within(card).getByRole('button', { name: 'Copied' })).toBeTruthy();

    const mine = (await screen.findByRole('heading', { level: 2, name: 'My rewards' })).closest('section')!;
    expect(within(mine as HTMLElement).getByText('STRIDE-20-AB12')).toBeTruthy();
    expect(within(mine as HTMLElement).getByText('Claimed', { selector: 'span' })).toBeTruthy();
  });

  it('shows a reward already held with its code from My rewards, without claiming again', async () => {
    mockGet({ rewards: [reward({ claimId: 'c1' })], mine: [claim()] });
    const post = vi.spyOn(api, 'post');
    renderPerks();
    const card = await rewardCard();
    expect(await within(card).findByText('STRIDE-20-AB12')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Get my code' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows an out-of-stock reward calmly, with the button disabled', async () => {
    mockGet({ rewards: [reward({ inStock: false })] });
    renderPerks();
    const card = await rewardCard();
    expect(within(card).getByText('Out of stock — back soon')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Get my code' })).toHaveProperty('disabled', true);
  });

  it('turns the card out of stock when the last code went meanwhile (7506)', async () => {
    mockGet({ rewards: [reward()] });
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7506', 409));
    renderPerks();
    const card = await rewardCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Get my code' }));
    expect(await within(card).findByText('Out of stock — back soon')).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toBe(errorMessages[7506]);
    expect(within(card).getByRole('button', { name: 'Get my code' })).toHaveProperty('disabled', true);
  });

  it('says in words why a claim failed (7507), never the server’s text', async () => {
    mockGet({ rewards: [reward()] });
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7507', 404));
    renderPerks();
    const card = await rewardCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Get my code' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('This reward is not available.');
  });

  it('filters by category through the API', async () => {
    const get = mockGet({ rewards: [reward()] });
    renderPerks();
    await rewardCard();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Streaming' }));
    expect(get).toHaveBeenCalledWith('/rewards?category=streaming');
    expect(screen.getByRole('button', { name: 'Streaming' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when a category is empty and offers every reward instead', async () => {
    mockGet({ rewards: [] });
    renderPerks();
    await userEvent.click(await screen.findByRole('button', { name: 'Fashion' }));
    expect(await screen.findByText('Nothing in this category right now')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'See all rewards' }));
    expect(await screen.findByText('No rewards right now')).toBeTruthy();
  });

  it('says "Error loading rewards" and loads again on retry', async () => {
    let calls = 0;
    mockGet({
      rewards: async () => {
        calls += 1;
        // The list is asked for once more on its own before the screen gives up.
        if (calls <= 2) throw new ApiError('5000', 500);
        return [reward()];
      },
    });
    renderPerks();
    expect(await screen.findByText('Error loading rewards')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rewardCard()).toBeTruthy();
  });

  it('tags each partner text with the language it came in, so an English fallback keeps its order in Arabic', async () => {
    mockGet({
      rewards: [
        reward({
          name: { text: 'Calm streaming, 3 months free', language: 'en' },
          partner: 'Calm+',
          description: { text: 'ثلاثة أشهر من التأمل الموجَّه', language: 'ar' },
        }),
      ],
      draws: [
        draw({
          prizeRewardName: { text: 'بث Calm، ثلاثة أشهر مجانًا', language: 'ar' },
          prizePartner: 'Calm+',
        }),
      ],
    });
    renderPerks();
    const card = await rewardCard('Calm streaming, 3 months free');
    const name = within(card).getByText('Calm streaming, 3 months free');
    expect([name.tagName, name.getAttribute('lang'), name.getAttribute('dir')]).toEqual(['BDI', 'en', 'ltr']);
    const description = within(card).getByText('ثلاثة أشهر من التأمل الموجَّه');
    expect([description.getAttribute('lang'), description.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const prize = await screen.findByText('بث Calm، ثلاثة أشهر مجانًا');
    expect([prize.tagName, prize.getAttribute('lang'), prize.getAttribute('dir')]).toEqual([
      'BDI',
      'ar',
      'rtl',
    ]);
    // The partner is isolated on its own, not run into the prize's name.
    expect(prize.parentElement?.querySelectorAll('bdi')).toHaveLength(2);
  });

  it('reads the rewards again once the profile’s language changes: the server words them in it', async () => {
    let language: 'fr' | 'ar' = 'fr';
    const get = mockGet({
      rewards: async () => [
        reward({
          name:
            language === 'fr'
              ? { text: 'Chaussures de running −20 %', language: 'fr' }
              : { text: 'أحذية الجري بخصم 20%', language: 'ar' },
        }),
      ],
    });
    renderPerks();
    act(() => useAuthStore.setState((state) => ({ profile: { ...state.profile!, language: 'fr' } })));
    expect(await rewardCard('Chaussures de running −20 %')).toBeTruthy();
    language = 'ar';
    act(() => useAuthStore.setState((state) => ({ profile: { ...state.profile!, language: 'ar' } })));
    expect(await rewardCard('أحذية الجري بخصم 20%')).toBeTruthy();
    expect(get.mock.calls.filter(([path]) => path === '/rewards').length).toBeGreaterThanOrEqual(2);
  });
});

describe('perks: my rewards', () => {
  it('replaces a code that does not work, after confirming, and says so', async () => {
    const server: Server = { mine: [claim()] };
    mockGet(server);
    const replaced = claim({
      code: 'STRIDE-20-ZZ99',
      canReport: false,
      reportedAt: '2026-03-05T08:00:00.000Z',
    });
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      server.mine = [replaced];
      return { data: replaced };
    });
    renderPerks();
    const item = (await screen.findByRole('heading', { level: 3, name: '20% off running shoes' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(item).getByText('Claimed on 2 March 2026')).toBeTruthy();

    await userEvent.click(within(item).getByRole('button', { name: 'This code doesn’t work' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Get a new code?' });
    expect(dialog.textContent).toContain('You can only do this once for this reward.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a new code' }));

    expect(post).toHaveBeenCalledWith('/rewards/claims/c1/report', undefined);
    expect(
      await screen.findByText(
        `Here is your new ${isolate('20% off running shoes')} code. We’ve flagged the old one to the team.`,
      ),
    ).toBeTruthy();
    expect(within(item).getByText('STRIDE-20-ZZ99')).toBeTruthy();
    expect(within(item).queryByText('STRIDE-20-AB12')).toBeNull();
    expect(within(item).queryByRole('button', { name: 'This code doesn’t work' })).toBeNull();
  });

  it('does nothing when the member keeps their code', async () => {
    mockGet({ mine: [claim()] });
    const post = vi.spyOn(api, 'post');
    renderPerks();
    await userEvent.click(await screen.findByRole('button', { name: 'This code doesn’t work' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep this code' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('says a code was already reported (7508) in words', async () => {
    mockGet({ mine: [claim()] });
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7508', 409));
    renderPerks();
    await userEvent.click(await screen.findByRole('button', { name: 'This code doesn’t work' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get a new code' }));
    expect(await screen.findByText('This code has already been reported.')).toBeTruthy();
  });

  it('keeps a lapsed member’s codes readable, without the report action', async () => {
    mockGet({ mine: [claim({ source: 'draw', canReport: false })] });
    renderPerks('free');
    const mine = (await screen.findByRole('heading', { level: 2, name: 'My rewards' })).closest('section')!;
    expect(within(mine as HTMLElement).getByText('STRIDE-20-AB12')).toBeTruthy();
    expect(within(mine as HTMLElement).getByText('Won in a draw')).toBeTruthy();
    expect(within(mine as HTMLElement).getByText('Won on 2 March 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'This code doesn’t work' })).toBeNull();
  });
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A drawn draw and its audit, computed here with node's own hashing, independently of verify-draw.ts. */
function drawnExample() {
  const seed = '5f2d9c0a7e4b4c1d';
  const tickets = ['T-0003', 'T-0001', 'T-0004', 'T-0002'];
  const winnerTickets = [...tickets]
    .sort((a, b) => (sha256(`${seed}:${a}`) < sha256(`${seed}:${b}`) ? -1 : 1))
    .slice(0, 2);
  const proof = {
    commitment: sha256(seed),
    seed,
    entrantListHash: sha256([...tickets].sort().join('\n')),
    entrantCount: tickets.length,
  };
  return {
    draw: draw({
      ...proof,
      status: 'drawn',
      method: 'lowest-hash',
      entryKind: 'premium',
      myTicket: 'T-0002',
      myEntries: entriesOf(0),
    }),
    audit: {
      ...proof,
      method: 'lowest-hash',
      tickets,
      weights: tickets.map(() => 1),
      winnerTickets,
    } satisfies DrawAudit,
  };
}

/**
 * A weighted draw (issue 17) whose list hash and winners were produced by the API's own `entryListHashOf` and
 * `weightedWinners` (apps/api/src/lib/draw-entries.ts), run once with `npx tsx`; verify-draw.test.ts holds the same
 * vector and how it was made.
 */
function weightedExample() {
  const seed = '0fb78d0777fb2eab650f14c2d6c607228b2f0a6abde9112a05aefd1dddf4b705';
  const weightOf: Record<string, number> = {
    '452b31e8d61698fe': 1,
    '6c9deb36d30aee7b': 1,
    '7f5466b6efe8092b': 2,
    '905edc68798aaecf': 11,
    e3da9b5a8658781b: 10,
    fdec07182b8c8785: 5,
  };
  const tickets = Object.keys(weightOf).sort();
  const proof = {
    commitment: sha256(seed),
    seed,
    entrantListHash: '48f185518eb168ec6a1b979e96e4d2e91902373ee3d6b966c5f40428253427a0',
    entrantCount: tickets.length,
  };
  return {
    draw: draw({
      ...proof,
      status: 'drawn',
      winnerCount: 3,
      entryKind: 'premium',
      myTicket: 'fdec07182b8c8785',
      myEntries: entriesOf(4),
    }),
    audit: {
      ...proof,
      method: 'weighted',
      tickets,
      weights: tickets.map((ticket) => weightOf[ticket]!),
      winnerTickets: ['e3da9b5a8658781b', '6c9deb36d30aee7b', '905edc68798aaecf'],
    } satisfies DrawAudit,
  };
}

describe('perks: monthly draws', () => {
  it('enters a member for free and shows their ticket', async () => {
    const server: Server = { draws: [draw()] };
    mockGet(server);
    const entered = draw({ entryKind: 'free', myTicket: 'T-0042', myEntries: entriesOf(0) });
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      server.draws = [entered];
      return { data: entered };
    });
    renderPerks('free');
    const card = (await screen.findByRole('heading', { level: 3, name: 'March 2026 draw' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText(/No purchase necessary/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Enter for free' }));
    expect(post).toHaveBeenCalledWith('/draws/d1/entries', undefined);
    expect(await within(card).findByText('You’re entered')).toBeTruthy();
    expect(within(card).getByText('T-0042').getAttribute('dir')).toBe('ltr');
    // The free way in holds the free entry; the games, being Premium, are not offered as a way to more.
    expect(within(card).getByText('Your entries: the free entry')).toBeTruthy();
    expect(within(card).queryByText(/adds an entry/)).toBeNull();
    expect(screen.getByText('You’re entered in the March 2026 draw. Good luck!')).toBeTruthy();
  });

  it('says in words why an entry was refused (7513)', async () => {
    mockGet({ draws: [draw()] });
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7513', 409));
    renderPerks('free');
    await userEvent.click(await screen.findByRole('button', { name: 'Enter for free' }));
    expect(await screen.findByText('This draw is closed to new entries.')).toBeTruthy();
  });

  it('tells Premium members they are in, and staff that they cannot enter', async () => {
    mockGet({
      draws: [
        draw({ entryKind: 'premium', myTicket: 'T-0007' }),
        draw({ id: 'd0', month: '2026-02', entryKind: 'staff' }),
      ],
    });
    renderPerks();
    expect(await screen.findByText('You’re in: premium members enter automatically')).toBeTruthy();
    expect(screen.getByText('T-0007')).toBeTruthy();
    expect(screen.getByText('Staff and the ambassador can’t enter')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter for free' })).toBeNull();
  });

  it('shows a Premium member’s entries from points, and how to earn more while the draw is open', async () => {
    mockGet({
      draws: [
        draw({ entryKind: 'premium', myTicket: 'T-0007', myEntries: entriesOf(3) }),
        draw({
          id: 'd0',
          month: '2026-02',
          entryKind: 'premium',
          myTicket: 'T-0008',
          myEntries: entriesOf(10),
        }),
        draw({
          id: 'd-1',
          month: '2026-01',
          status: 'drawn',
          seed: 'b'.repeat(64),
          entryKind: 'premium',
          myTicket: 'T-0009',
          myEntries: entriesOf(2),
        }),
      ],
    });
    renderPerks();
    const cardOf = async (name: string) =>
      (await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;
    const march = await cardOf('March 2026 draw');
    expect(within(march).getByText('Your entries: 1 free + 3 from points = 4')).toBeTruthy();
    expect(
      within(march).getByText(
        'Every 100 points you earn in the games this month adds an entry, up to 10 more.',
      ),
    ).toBeTruthy();
    // At the cap, or once drawn, there is nothing more to earn.
    const february = await cardOf('February 2026 draw');
    expect(within(february).getByText('Your entries: 1 free + 10 from points = 11')).toBeTruthy();
    expect(within(february).queryByText(/adds an entry/)).toBeNull();
    const january = await cardOf('January 2026 draw');
    expect(within(january).getByText('Your entries: 1 free + 2 from points = 3')).toBeTruthy();
    expect(within(january).queryByText(/adds an entry/)).toBeNull();
    // How entries weigh on the chances, before and after the draw.
    await userEvent.click(within(march).getByText('How this draw stays fair'));
    expect(within(march).getByText(/plus one more for every 100 points .* up to 10 more/)).toBeTruthy();
    expect(within(march).getByText(/proportional to a ticket’s entries/)).toBeTruthy();
  });

  it('recomputes a weighted draw in the browser, with the member’s entries in the list', async () => {
    const { draw: drawn, audit } = weightedExample();
    mockGet({ draws: [drawn], audit });
    renderPerks();
    expect(await screen.findByText('Your entries: 1 free + 4 from points = 5')).toBeTruthy();
    await userEvent.click(screen.getByText('Check the result'));
    expect(screen.getByText(/the ticket whose share of all the entries it falls in wins/)).toBeTruthy();
    expect(screen.getByText(/No purchase or play is necessary/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recompute the winners' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText('Your ticket is in the list of entrants, with its entries: 5')).toBeTruthy();
  });

  it('says "Does not match" when a ticket’s entries changed after the draw', async () => {
    const { draw: drawn, audit } = weightedExample();
    const weights = audit.weights.map((weight, index) => (index === 0 ? weight + 1 : weight));
    mockGet({ draws: [drawn], audit: { ...audit, weights } });
    renderPerks();
    await userEvent.click(await screen.findByText('Check the result'));
    await userEvent.click(screen.getByRole('button', { name: 'Recompute the winners' }));
    expect(await screen.findByText('Does not match')).toBeTruthy();
  });

  it('recomputes a drawn draw’s winners in the browser and says "Verified"', async () => {
    const { draw: drawn, audit } = drawnExample();
    const get = mockGet({ draws: [{ ...drawn, hasWon: true }], audit });
    renderPerks();
    expect(await screen.findByText('You won!')).toBeTruthy();
    await userEvent.click(screen.getByText('Check the result'));
    // A draw from before entries from points says so, and is checked by its own method.
    expect(screen.getByText(/each ticket holds a single entry/)).toBeTruthy();
    expect(screen.getByText(drawn.commitment).getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(audit.seed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recompute the winners' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/draws/d1/audit');
    expect(screen.getByText('Your ticket is in the list of entrants')).toBeTruthy();
  });

  it('says "Does not match" when the published winners are not the ones the seed gives', async () => {
    const { draw: drawn, audit } = drawnExample();
    const loser = audit.tickets.find((ticket) => !audit.winnerTickets.includes(ticket))!;
    mockGet({ draws: [drawn], audit: { ...audit, winnerTickets: [audit.winnerTickets[0]!, loser] } });
    renderPerks();
    await userEvent.click(await screen.findByText('Check the result'));
    await userEvent.click(screen.getByRole('button', { name: 'Recompute the winners' }));
    expect(await screen.findByText('Does not match')).toBeTruthy();
  });

  it('says when the draws cannot be loaded', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/draws') throw new ApiError('5000', 500);
      return { data: [] };
    });
    renderPerks();
    await waitFor(() => expect(screen.getByText('We couldn’t load the draws.')).toBeTruthy());
  });
});
