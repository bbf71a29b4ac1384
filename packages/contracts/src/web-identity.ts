/**
 * Which identity service the web talks to (D3), as the server writes it into the page: a `<meta>` named
 * `webIdentityMetaName` whose content is this, as JSON. No tag means the embedded service. Nothing here is secret:
 * Firebase's web API key only names the project.
 */
export interface FirebaseWebIdentity {
  kind: 'firebase';
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Authentication emulator's address (tests, a developer's machine); null against Firebase itself. */
  emulatorUrl: string | null;
}

export const webIdentityMetaName = 'vitalia-identity';
