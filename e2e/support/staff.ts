import type { APIRequestContext, TestInfo } from '@playwright/test';
import { signInThroughApi } from './api';
import { languageOf } from './copy';

/** The layouts a new feature's staff journeys run on; each gets its own ambassador account at the server's start. */
export const staffJourneyProjects = ['en-desktop', 'ar-phone'] as const;
/** Those, and French desktop for the journeys whose subject is staff writing in French (karim's challenge). */
export const staffAccountProjects = [...staffJourneyProjects, 'fr-desktop'] as const;
export const journeyStaffEmail = (project: string) => `karim.${project}@journeys.example`;
/** An admin per layout as well, for the journeys about what admin (not only karim) may do. */
export const journeyAdminEmail = (project: string) => `admin.${project}@journeys.example`;
export const journeyStaffPassword = 'journey-staff-1';

/**
 * This layout's ambassador, with a completed profile in the layout's language and the Free plan (the guard asks
 * every signed-in person for a plan): ready to sign in and write as staff.
 */
export async function journeyStaff(
  request: APIRequestContext,
  testInfo: TestInfo,
  role: 'karim' | 'admin' = 'karim',
) {
  const email = (role === 'karim' ? journeyStaffEmail : journeyAdminEmail)(testInfo.project.name);
  const headers = await signInThroughApi(request, email, journeyStaffPassword);
  const profile = await request.put('/api/users/me/profile', {
    headers,
    data: {
      firstname: role === 'karim' ? 'Karim' : 'Salma',
      lastname: 'Benali',
      username: `${role}_${testInfo.project.name.replace('-', '_')}`,
      gender: 'male',
      birthDate: '1990-05-14',
      language: languageOf(testInfo),
    },
  });
  if (!profile.ok()) throw new Error(`journey staff profile: ${profile.status()} ${await profile.text()}`);
  const plan = await request.get('/api/subscription', { headers });
  if ((await plan.json()).data === null) await request.post('/api/subscription/free', { headers });
  return { email, password: journeyStaffPassword, headers };
}
