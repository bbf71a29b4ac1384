/** The stand-in provider's two clients; the browser journeys' config reads these without loading the provider. */
export const standInClients = {
  'google.com': { clientId: 'vitalia-google', clientSecret: 'stand-in-google-secret' },
  'apple.com': { clientId: 'vitalia-apple', clientSecret: 'stand-in-apple-secret' },
} as const;
