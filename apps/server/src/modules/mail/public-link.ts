import type { Config } from '../../config.js';

/**
 * Where the mailed links point: PUBLIC_URL, or else this server on localhost (the sender works outside any request,
 * so it cannot use a request's origin; an install reached at another address sets PUBLIC_URL).
 */
function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** A page of the web app as a mailed link: `pathAndQuery` starts with `/`. */
export function publicLink(config: Pick<Config, 'publicUrl' | 'port'>, pathAndQuery: string): string {
  return `${publicBaseUrl(config)}${pathAndQuery}`;
}
