import { inParallel } from './in-parallel';

/** A signed-up, registered member: what a benchmark calls the API as. */
export interface BenchMember {
  email: string;
  password: string;
  accessToken: string;
}

export const benchPassword = 'bench-password';

/** One member through the real sign-up and registration, as the web signs one up. */
async function signUpMember(baseUrl: string, email: string): Promise<BenchMember> {
  const signUp = await fetch(`${baseUrl}/api/identity/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const session = (await signUp.json()) as { accessToken: string; user: { uid: string } };
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ email, authProvider: 'password', uid: session.user.uid, language: 'en' }),
  });
  if (!register.ok) throw new Error(`register answered ${register.status}: ${await register.text()}`);
  return { email, password: benchPassword, accessToken: session.accessToken };
}

/**
 * `count` members, `concurrency` sign-ups at a time (each hashes a password: the servers' cores are the limit).
 * Their emails carry the run's time, so runs on one database never collide.
 */
export async function signUpMembers(baseUrl: string, count: number, concurrency = 8): Promise<BenchMember[]> {
  const run = Date.now();
  return inParallel(count, concurrency, (index) =>
    signUpMember(baseUrl, `bench.${run}.${index}@example.com`),
  );
}
