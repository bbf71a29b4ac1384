import { peopleEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { PeopleService } from './people.service';

/** Issue 39: the card a signed-in member opens by tapping someone's name. */
export const peopleRoutes: FastifyPluginAsync<{ service: PeopleService }> = async (app, { service }) => {
  serve(app, peopleEndpoints.memberCard, async ({ caller, params }) => ({
    data: await service.cardOf(caller, params.id),
  }));
};
