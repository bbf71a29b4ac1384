import { access, answer, endpoint } from '../endpoint';
import { backgroundWork } from '../jobs';

/** Admin and karim (`admin_panel`): is the scheduled work running, and is anything stuck? */
export const backgroundWorkState = endpoint({
  method: 'GET',
  path: '/admin/jobs',
  access: access.staff('admin_panel'),
  resource: 'jobs',
  summary:
    "Each scheduled job's latest runs (state, retries, error) and the domain events waiting for delivery",
  response: answer(backgroundWork),
});
