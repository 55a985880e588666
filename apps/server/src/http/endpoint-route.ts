import type { Endpoint } from '@fairway/contract';

/**
 * The method and URL of a route served from an endpoint declared in `@fairway/contract`, the declaration the web's
 * typed client calls: a path parameter `{id}` is Fastify's `:id`. The route's schema takes the declaration's own
 * query, body and answer, so neither side can drift from the other.
 */
export function endpointRoute(endpoint: Endpoint) {
  return { method: endpoint.method, url: endpoint.path.replace(/\{(\w+)\}/g, ':$1') };
}
