/**
 * Every endpoint of the API, by feature. The server registers its routes from these, the web calls them through one
 * typed client, and the authorization matrix test walks them all.
 */
export * as drawEndpoints from './draws';
