import { personaEndpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { streamAnswer } from '../../lib/answer-stream';
import { serve } from '../../lib/endpoints';
import type { PersonaService } from './persona.service';

/** Karim's AI (issue 16): Premium members ask; the ambassador and admins review and write the library. */
export const personaRoutes: FastifyPluginAsync<{ service: PersonaService }> = async (app, { service }) => {
  serve(
    app,
    endpoints.askPersona,
    async ({ caller, body, reply }) => {
      await streamAnswer(reply, (signal) => service.ask(caller, body.question, signal));
    },
    { eventStream: true, memberRateLimitPerMinute: 10 },
  );
  serve(app, endpoints.myAnswers, async ({ caller }) => ({ data: await service.history(caller) }));
  serve(app, endpoints.flagPersonaAnswer, async ({ caller, params, body }) => ({
    data: await service.flag(caller, params.answerId, body.reason),
  }));
  serve(app, endpoints.reviewQueue, async ({ query }) => ({ data: await service.reviewQueue(query.filter) }));
  serve(app, endpoints.approveAnswer, async ({ caller, params }) => ({
    data: await service.review(caller, params.answerId, 'approved'),
  }));
  serve(app, endpoints.hideAnswer, async ({ caller, params }) => ({
    data: await service.review(caller, params.answerId, 'hidden'),
  }));
  serve(app, endpoints.correctAnswer, async ({ caller, params, body }) => ({
    data: await service.correct(caller, params.answerId, body.answer),
  }));
  serve(app, endpoints.listEntries, async () => ({ data: await service.entries() }));
  serve(app, endpoints.createEntry, async ({ caller, body }) => ({
    data: await service.createEntry(caller, body),
  }));
  serve(app, endpoints.updateEntry, async ({ params, body }) => ({
    data: await service.updateEntry(params.entryId, body),
  }));
  serve(app, endpoints.deleteEntry, async ({ params }) => service.deleteEntry(params.entryId));
};
