/**
 * A real OpenID provider (oidc-provider) on loopback, standing in for both Google and Apple in the API tests and the
 * browser journeys. Its development login page accepts any login and password; the login decides who you are:
 * - the subject and the email are the login (`ana.martin@example.com`);
 * - the display name is made from the email's local part (`Ana Martin`);
 * - a login starting with `unverified.` comes back with `email_verified: false`.
 * Run directly (`node --import tsx oidc-stand-in.ts <port> <app origin> [issuer host]`) it serves until stopped.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { standInClients } from './oidc-stand-in-clients';

export { standInClients };

export interface OidcStandIn {
  issuer: string;
  close(): Promise<void>;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function claimsOf(login: string) {
  const localPart = login.split('@')[0] ?? login;
  const words = localPart
    .replace(/^unverified\./, '')
    .split(/[._-]+/)
    .filter((word) => word && !/^\d+$/.test(word));
  return {
    sub: login,
    email: login,
    email_verified: !login.startsWith('unverified.'),
    name: words.map(capitalised).join(' ') || undefined,
  };
}

export async function startOidcStandIn({
  appOrigins,
  port = 0,
  issuerHost = '127.0.0.1',
}: {
  /** Where our servers run: the callbacks registered for both clients. */
  appOrigins: string[];
  port?: number;
  /** The host name in the issuer URL; `localhost` makes the provider another site than an app on 127.0.0.1. */
  issuerHost?: string;
}): Promise<OidcStandIn> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };
  const clients = Object.entries(standInClients).map(([provider, client]): ClientMetadata => ({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: appOrigins.map((origin) => `${origin}/api/identity/federated/${provider}/callback`),
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  }));

  // The issuer names the port, so listen first (port 0 picks a free one) and attach the provider after.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://${issuerHost}:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [signingKey] },
    cookies: { keys: ['stand-in-cookie-key'] },
    scopes: ['openid', 'email', 'profile', 'name'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the email and name in the ID token itself, which is all our relying party reads.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount: (_context, login) => ({ accountId: login, claims: () => claimsOf(login) }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  // The app's origins come comma-separated: the journeys' embedded server and, with PostgreSQL, their cluster.
  const [port = '3110', appOrigins = 'http://127.0.0.1:3100', issuerHost = 'localhost'] =
    process.argv.slice(2);
  const standIn = await startOidcStandIn({
    port: Number(port),
    appOrigins: appOrigins.split(','),
    issuerHost,
  });
  console.log(`OpenID stand-in at ${standIn.issuer} for ${appOrigins}`);
}

export type ProviderAnswer =
  { method: 'GET'; url: URL } | { method: 'POST'; url: URL; form: Record<string, string> };

const formActionOf = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
const hiddenInputsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [
      name,
      value!.replaceAll('&#34;', '"').replaceAll('&amp;', '&'),
    ]),
  );

/**
 * Plays the person at the stand-in's login and consent pages, as a browser would, and returns what the provider
 * sends back to our server: a redirect (query response) or an auto-submitted form (Apple's form_post).
 */
export async function signInAtStandIn(
  authorizationUrl: string,
  login: string,
  appOrigin: string,
): Promise<ProviderAnswer> {
  const cookies = new Map<string, string>();
  const send = async (url: URL, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };

  let response = await send(new URL(authorizationUrl));
  for (let step = 0; step < 12; step += 1) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, response.url || authorizationUrl);
      if (next.origin === appOrigin) return { method: 'GET', url: next };
      response = await send(next);
      continue;
    }
    const html = await response.text();
    const action = formActionOf(html);
    if (!action)
      throw new Error(`the stand-in answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const target = new URL(action, authorizationUrl);
    if (target.origin === appOrigin) return { method: 'POST', url: target, form: hiddenInputsOf(html) };
    const form: Record<string, string> = html.includes('name="login"')
      ? { prompt: 'login', login, password: 'any-password' }
      : { prompt: 'consent' };
    response = await send(target, form);
  }
  throw new Error('the stand-in sign-in did not finish');
}
