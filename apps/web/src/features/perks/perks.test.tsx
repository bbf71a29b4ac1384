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
import { AlertModal } from '../../components/ui/alert/alert-modal';
import { api, ApiError } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import perks from '../../locales/en/perks.json';
import { initTestI18n } from '../../test/i18n';
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
  entryKind: 'none',
  myTicket: null,
  hasWon: false,
  ...overrides,
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
    draw: draw({ ...proof, status: 'drawn', entryKind: 'premium', myTicket: 'T-0002' }),
    audit: { ...proof, tickets, winnerTickets } satisfies DrawAudit,
  };
}

describe('perks: monthly draws', () => {
  it('enters a member for free and shows their ticket', async () => {
    const server: Server = { draws: [draw()] };
    mockGet(server);
    const entered = draw({ entryKind: 'free', myTicket: 'T-0042' });
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

  it('recomputes a drawn draw’s winners in the browser and says "Verified"', async () => {
    const { draw: drawn, audit } = drawnExample();
    const get = mockGet({ draws: [{ ...drawn, hasWon: true }], audit });
    renderPerks();
    expect(await screen.findByText('You won!')).toBeTruthy();
    await userEvent.click(screen.getByText('Check the result'));
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
