import { webIdentityMetaName, type FirebaseWebIdentity } from '@vitalia/contracts';
import type { IdentityConfig } from '../../config';

/** What the web needs to talk to Firebase itself; null with the embedded service, which needs nothing. */
export function webIdentityOf(identity: IdentityConfig): FirebaseWebIdentity | null {
  if (identity.kind === 'embedded') return null;
  return {
    kind: 'firebase',
    apiKey: identity.apiKey,
    authDomain: identity.authDomain,
    projectId: identity.projectId,
    emulatorUrl: identity.credentials.kind === 'emulator' ? `http://${identity.credentials.host}` : null,
  };
}

/** The page's `<meta>` for the web's identity client (contracts' web-identity.ts). */
export function webIdentityMeta(identity: IdentityConfig): Record<string, string> {
  const web = webIdentityOf(identity);
  return web ? { [webIdentityMetaName]: JSON.stringify(web) } : {};
}

/**
 * Where the page's own scripts may send requests besides our origin: Firebase's sign-in and token services, or the
 * emulator standing in for both.
 */
export function identityConnectSources(identity: IdentityConfig): string[] {
  const web = webIdentityOf(identity);
  if (!web) return [];
  if (web.emulatorUrl) return [web.emulatorUrl];
  return ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
}
