import { access, endpoint } from '../endpoint';
import { healthStatus } from '../health';

/** For probes and operators: no token, and the same shape whether the database answers or not. */
export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: access.public,
  resource: 'health',
  summary: 'Liveness and database reachability; 503 with the same shape when the database is down',
  response: healthStatus,
});
