import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import {
  activityInput,
  challengeInput,
  challengeState,
  gameMonth,
  leaderboard,
  leaderboardQuery,
  pointsSummary,
  quizAnswerInput,
  quizResult,
  quizState,
  staffChallenge,
  staffQuestion,
  staffQuestionInput,
  staffQuestionsQuery,
  streakState,
} from '../games';

/**
 * The games (issue 17) are Premium (D4): a Free member is answered 4003. Staff holding `games_management` see them
 * too, to run them; they never rank nor enter a draw.
 */
const players = access.premiumOrStaff('games_management');
const staff = access.staff('games_management');

export const quizOf = endpoint({
  method: 'GET',
  path: '/games/quiz',
  access: players,
  resource: 'games',
  summary: "This week's quiz as the caller plays it: the question on screen, the answers given, the score",
  response: answer(quizState),
});

export const showNextQuestion = endpoint({
  method: 'POST',
  path: '/games/quiz/next',
  access: players,
  resource: 'games',
  changes: ['games'],
  summary:
    'Shows the next question and starts its timer on the server; again while it runs, the same question',
  response: answer(quizState),
});

export const answerQuestion = endpoint({
  method: 'POST',
  path: '/games/quiz/answers',
  access: players,
  resource: 'games',
  changes: ['games', 'draws'],
  summary: 'Answers the question on screen, once, within its timer; the answer and its explanation come back',
  body: quizAnswerInput,
  response: answer(z.object({ result: quizResult, quiz: quizState })),
});

export const challengeOf = endpoint({
  method: 'GET',
  path: '/games/challenge',
  access: players,
  resource: 'games',
  summary: "This month's challenge with the caller's progress and activities, and the badges earned",
  response: answer(challengeState),
});

const activityParams = z.object({ activityId: uuidParam });

export const logActivity = endpoint({
  method: 'POST',
  path: '/games/activities',
  access: players,
  resource: 'games',
  changes: ['games', 'draws'],
  summary: 'Logs an activity toward the challenge: no future day, at most 4 hours a day',
  body: activityInput,
  status: 201,
  response: answer(challengeState),
});

export const changeActivity = endpoint({
  method: 'PUT',
  path: '/games/activities/:activityId',
  access: players,
  resource: 'games',
  changes: ['games', 'draws'],
  summary: 'Changes an activity within 48 hours of logging it',
  params: activityParams,
  body: activityInput,
  response: answer(challengeState),
});

export const removeActivity = endpoint({
  method: 'DELETE',
  path: '/games/activities/:activityId',
  access: players,
  resource: 'games',
  changes: ['games'],
  summary: 'Removes an activity within 48 hours of logging it (points already given stay)',
  params: activityParams,
  response: answer(challengeState),
});

export const streakOf = endpoint({
  method: 'GET',
  path: '/games/streak',
  access: players,
  resource: 'games',
  summary: "The caller's daily check-in streak",
  response: answer(streakState),
});

export const checkIn = endpoint({
  method: 'POST',
  path: '/games/streak/check-in',
  access: players,
  resource: 'games',
  changes: ['games', 'draws'],
  summary: "Today's check-in (UTC); again the same day changes nothing",
  response: answer(streakState),
});

export const pointsOf = endpoint({
  method: 'GET',
  path: '/games/points',
  access: players,
  resource: 'games',
  summary:
    "The caller's points, recomputed from the ledger: the month by day, all time, draw entries, history",
  response: answer(pointsSummary),
});

export const leaderboardOf = endpoint({
  method: 'GET',
  path: '/games/leaderboard',
  access: players,
  resource: 'games',
  summary: 'The top 50 of the month or of all time, by username, and the caller’s own rank',
  query: leaderboardQuery,
  response: answer(leaderboard),
});

const questionParams = z.object({ questionId: uuidParam });

export const staffQuestionsOf = endpoint({
  method: 'GET',
  path: '/admin/games/questions',
  access: staff,
  resource: 'game-admin',
  summary: "A week's written questions, every language, with whether the week has begun",
  query: staffQuestionsQuery,
  response: answer(z.array(staffQuestion)),
});

export const createQuestion = endpoint({
  method: 'POST',
  path: '/admin/games/questions',
  access: staff,
  resource: 'game-admin',
  changes: ['game-admin'],
  summary: 'Writes a question for a week to come (up to 10 a week; generated questions fill the rest)',
  body: staffQuestionInput,
  status: 201,
  response: answer(staffQuestion),
});

export const updateQuestion = endpoint({
  method: 'PUT',
  path: '/admin/games/questions/:questionId',
  access: staff,
  resource: 'game-admin',
  changes: ['game-admin'],
  summary: 'Rewrites a question while its week has not begun',
  params: questionParams,
  body: staffQuestionInput,
  response: answer(staffQuestion),
});

export const deleteQuestion = endpoint({
  method: 'DELETE',
  path: '/admin/games/questions/:questionId',
  access: staff,
  resource: 'game-admin',
  changes: ['game-admin'],
  summary: 'Removes a question while its week has not begun',
  params: questionParams,
  status: 204,
});

export const staffChallengesOf = endpoint({
  method: 'GET',
  path: '/admin/games/challenges',
  access: staff,
  resource: 'game-admin',
  summary: 'The challenges of the last 12 months and those set ahead, newest first, with participation',
  response: answer(z.array(staffChallenge)),
});

export const setChallenge = endpoint({
  method: 'PUT',
  path: '/admin/games/challenges/:month',
  access: staff,
  resource: 'game-admin',
  changes: ['game-admin', 'games'],
  summary: "Sets this month's or a coming month's challenge (title, metric, goal)",
  params: z.object({ month: gameMonth }),
  body: challengeInput,
  response: answer(staffChallenge),
});
