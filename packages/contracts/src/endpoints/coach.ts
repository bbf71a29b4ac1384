import { access, answer, endpoint } from '../endpoint';
import { coachSettings, coachState } from '../coach';

/** The AI coach is Premium (D4): a Free member is answered 4003 before anything is read. */
export const coachStateOf = endpoint({
  method: 'GET',
  path: '/coach',
  access: access.premium,
  resource: 'coach',
  summary: "The coach's answers, what it still needs, and the day's energy and macro targets once it has all",
  response: answer(coachState),
});

export const saveCoachSettings = endpoint({
  method: 'PUT',
  path: '/coach/settings',
  access: access.premium,
  resource: 'coach',
  changes: ['coach'],
  summary: "Answers the coach's questions: goal, activity outside sessions, sessions a week",
  body: coachSettings,
  response: answer(coachState),
});
