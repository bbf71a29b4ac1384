import { access, endpoint } from '../endpoint';
import { healthStatus, readiness } from '../health';

/** For probes and operators: no token, and the same shape whether the database answers or not. */
export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: access.public,
  resource: 'health',
  summary: 'Liveness and database reachability; 503 with the same shape when the database is down',
  response: healthStatus,
});

/** For a load balancer (issue 20): liveness stays `/health`; this says whether to send the server requests yet. */
export const ready = endpoint({
  method: 'GET',
  path: '/ready',
  access: access.public,
  resource: 'health',
  summary:
    'Readiness: the database answers and has every migration of this build; 503 with the same shape otherwise',
  response: readiness,
});
