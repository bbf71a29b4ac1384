import { gameEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { GamesService } from './games.service';

/** The community's games (issue 17): Premium, or staff holding `games_management`. */
export const gamesRoutes: FastifyPluginAsync<{ service: GamesService }> = async (app, { service }) => {
  serve(app, endpoints.quizOf, async ({ caller }) => ({ data: await service.quiz(caller) }));
  serve(app, endpoints.showNextQuestion, async ({ caller }) => ({ data: await service.showNext(caller) }));
  serve(app, endpoints.answerQuestion, async ({ caller, body }) => ({
    data: await service.answer(caller, body),
  }));
  serve(app, endpoints.challengeOf, async ({ caller }) => ({ data: await service.challenge(caller) }));
  serve(app, endpoints.logActivity, async ({ caller, body }) => ({
    data: await service.logActivity(caller, body),
  }));
  serve(app, endpoints.changeActivity, async ({ caller, params, body }) => ({
    data: await service.changeActivity(caller, params.activityId, body),
  }));
  serve(app, endpoints.removeActivity, async ({ caller, params }) => ({
    data: await service.removeActivity(caller, params.activityId),
  }));
  serve(app, endpoints.streakOf, async ({ caller }) => ({ data: await service.streak(caller) }));
  serve(app, endpoints.checkIn, async ({ caller }) => ({ data: await service.checkIn(caller) }));
  serve(app, endpoints.pointsOf, async ({ caller }) => ({ data: await service.points(caller) }));
  serve(app, endpoints.leaderboardOf, async ({ caller, query }) => ({
    data: await service.leaderboard(caller, query.period),
  }));

  serve(app, endpoints.staffQuestionsOf, async ({ query }) => ({
    data: await service.staffQuestions(query.week),
  }));
  serve(app, endpoints.createQuestion, async ({ caller, body }) => ({
    data: await service.createQuestion(caller, body),
  }));
  serve(app, endpoints.updateQuestion, async ({ params, body }) => ({
    data: await service.updateQuestion(params.questionId, body),
  }));
  serve(app, endpoints.deleteQuestion, async ({ params }) => service.deleteQuestion(params.questionId));
  serve(app, endpoints.staffChallengesOf, async () => ({ data: await service.staffChallenges() }));
  serve(app, endpoints.setChallenge, async ({ caller, params, body }) => ({
    data: await service.setChallenge(caller, params.month, body),
  }));
};
