import type { Endpoint } from '@fairway/contract';
import type { z } from 'zod';

/**
 * The method and URL of a route served from an endpoint declared in `@fairway/contract`, the declaration the web's
 * typed client calls: a path parameter `{id}` is Fastify's `:id`. The route's schema takes the declaration's own
 * query, body and answer, so neither side can drift from the other.
 */
export function endpointRoute(endpoint: Endpoint) {
  return { method: endpoint.method, url: endpoint.path.replace(/\{(\w+)\}/g, ':$1') };
}

/**
 * A record read through its resource (`getRecord`), typed as the endpoint's answer. The resource service reads rows
 * untyped; the route's response schema checks the record on its way out, so a row that drifted from the declaration
 * fails there, loudly, rather than reaching a client.
 */
export const answerOf = <E extends Endpoint>(_endpoint: E, record: Record<string, unknown>) =>
  record as z.output<E['answer']>;
