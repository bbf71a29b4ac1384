import { paths } from '@vitalia/contracts';
import type {
  ChallengeState,
  Leaderboard,
  LeaderboardRow,
  PointsSummary,
  QuizQuestion,
  QuizResult,
  QuizState,
  StreakState,
} from '@vitalia/contracts';
import i18next from 'i18next';
import { vi } from 'vitest';
import gamesCopy from '../../../locales/en/games.json';
import { initTestI18n } from '../../../test/i18n';
import { renderScreenAt } from '../../../test/render-screen';
import { GamesScreen } from './components/games-screen';

export async function initGamesCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'games', gamesCopy);
}

export { signInAs } from '../../../test/sign-in-as';

/** Wednesday 11 March 2026, 10:00 UTC: the quiz week began on Monday 9 March and closes on Monday 16. */
export const now = new Date(Date.UTC(2026, 2, 11, 10, 0));
export function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}
/** Moves the frozen clock on: timers still run in real time, and read the new time. */
export const advanceClock = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const en = (text: string) => ({ text, language: 'en' as const });

export const questions = [
  {
    prompt: 'Which nutrient repairs muscle after training?',
    choices: ['Fibre', 'Protein', 'Vitamin C'],
    correctIndex: 1,
    explanation: 'Protein gives the amino acids that rebuild muscle fibres.',
  },
  {
    prompt: 'How much water is a sensible daily minimum for most adults?',
    choices: ['0.5 litre', '1.5 to 2 litres', '6 litres', '10 litres'],
    correctIndex: 1,
    explanation: 'Around 1.5 to 2 litres a day, more when it is hot or you train.',
  },
];

export function questionFixture(position: number, overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  const question = questions[position % questions.length]!;
  return {
    position,
    prompt: en(question.prompt),
    choices: question.choices.map(en),
    shownAt: at(0),
    expiresAt: at(30_000),
    ...overrides,
  };
}

export function resultFixture(position: number, chosenIndex: number | null, points = 0): QuizResult {
  const question = questions[position % questions.length]!;
  return {
    position,
    prompt: en(question.prompt),
    choices: question.choices.map(en),
    chosenIndex,
    correctIndex: question.correctIndex,
    isCorrect: chosenIndex === question.correctIndex,
    answeredInMs: chosenIndex === null ? null : 4_000,
    points,
    explanation: en(question.explanation),
  };
}

export const quizFixture = (overrides: Partial<QuizState> = {}): QuizState => ({
  weekStart: '2026-03-09',
  closesAt: '2026-03-16T00:00:00.000Z',
  questionCount: 10,
  timeLimitSeconds: 30,
  current: null,
  results: [],
  score: 0,
  isComplete: false,
  ...overrides,
});

export const streakFixture = (overrides: Partial<StreakState> = {}): StreakState => ({
  today: '2026-03-11',
  current: 5,
  longest: 12,
  checkedInToday: false,
  graceUsedThisWeek: false,
  mustCheckInToday: false,
  pointsAwarded: 0,
  ...overrides,
});

export const challengeFixture = (overrides: Partial<ChallengeState> = {}): ChallengeState => ({
  month: '2026-03',
  challenge: {
    id: '0b5f3b4e-0000-4000-8000-000000000001',
    title: en('Move 20 times in March'),
    metric: 'workouts',
    goal: 20,
    progress: 11,
    milestones: 2,
    isComplete: false,
  },
  activities: [
    {
      id: '0b5f3b4e-0000-4000-8000-0000000000a1',
      source: 'member',
      type: 'run',
      durationMinutes: 35,
      day: '2026-03-10',
      createdAt: at(-20 * 3_600_000),
      editableUntil: at(28 * 3_600_000),
    },
    {
      id: '0b5f3b4e-0000-4000-8000-0000000000a2',
      source: 'member',
      type: 'yoga',
      durationMinutes: 45,
      day: '2026-03-05',
      createdAt: at(-6 * 24 * 3_600_000),
      editableUntil: at(-4 * 24 * 3_600_000),
    },
  ],
  badges: [{ month: '2026-02', title: en('February steps') }],
  ...overrides,
});

export const pointsFixture = (overrides: Partial<PointsSummary> = {}): PointsSummary => ({
  month: '2026-03',
  monthTotal: 320,
  allTimeTotal: 1450,
  bySource: { quiz: 180, challenge: 100, streak: 30, first_comment: 10 },
  byDay: [
    { day: '2026-03-01', points: 12, total: 12 },
    { day: '2026-03-02', points: 150, total: 162 },
    { day: '2026-03-10', points: 158, total: 320 },
  ],
  entries: { free: 1, earned: 3, total: 4, pointsPerEntry: 100, maxEarned: 5 },
  history: [
    { source: 'quiz', points: 14, awardedAt: at(-3_600_000) },
    { source: 'streak', points: 2, awardedAt: at(-2 * 3_600_000) },
  ],
  ...overrides,
});

export const row = (
  rank: number,
  displayName: string | null,
  points: number,
  isMe = false,
): LeaderboardRow => ({
  rank,
  person: { id: `6f1c2f1e-0000-4000-8000-00000000000${rank}`, displayName, pictureUrl: null, badge: null },
  points,
  isMe,
});

export const leaderboardFixture = (overrides: Partial<Leaderboard> = {}): Leaderboard => ({
  period: 'month',
  month: '2026-03',
  rows: [row(1, 'nadia_runs', 640), row(2, null, 410), row(3, 'sam', 380)],
  me: null,
  ...overrides,
});

/** What the games API holds for the member; tests change it between reads. */
export interface GamesServer {
  quiz: QuizState;
  streak: StreakState;
  challenge: ChallengeState;
  points: PointsSummary;
  leaderboards: Record<'month' | 'all', Leaderboard>;
}

/** What the API holds for a member who has played a little this month, with `overrides`. */
export const gamesServer = (overrides: Partial<GamesServer> = {}): GamesServer => ({
  quiz: quizFixture(),
  streak: streakFixture(),
  challenge: challengeFixture(),
  points: pointsFixture(),
  leaderboards: {
    month: leaderboardFixture(),
    all: leaderboardFixture({ period: 'all', rows: [row(1, 'old_timer', 9000)] }),
  },
  ...overrides,
});

/**
 * The member's reads answered from `server`, as the API would (`vi.spyOn(api, 'get').mockImplementation(…)`); tests
 * change `server` between reads.
 */
export const readsFrom = (server: GamesServer) => async (url: string) => {
  if (url === '/games/quiz') return { data: server.quiz };
  if (url === '/games/streak') return { data: server.streak };
  if (url === '/games/challenge') return { data: server.challenge };
  if (url === '/games/points') return { data: server.points };
  if (url.startsWith('/games/leaderboard')) {
    const period = new URLSearchParams(url.split('?')[1]).get('period') === 'all' ? 'all' : 'month';
    return { data: server.leaderboards[period] };
  }
  throw new Error(`No answer for GET ${url}`);
};

/** The games screen as the app renders it, on `section`. */
export const renderGames = (section?: string) =>
  renderScreenAt(<GamesScreen />, section ? `${paths.games()}?section=${section}` : paths.games());

/** Read as a person does: no-break and directional marks gone. */
export const plain = (text: string | null | undefined) =>
  text
    ?.replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
