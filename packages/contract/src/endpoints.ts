import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One action of the API (not a resource's list and edit), declared once for both sides: its method, its path as the
 * spec calls it (`{id}` for a path parameter), and the schemas of its path parameters, query, body and answer. The
 * server registers its route from it; the web calls it through one typed client, so no screen writes a path.
 */
export interface Endpoint {
  method: EndpointMethod;
  path: `/api/${string}/`;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The status of a success: 200 unless the action answers 201 (made), 202 (accepted, mailed) or 204 (no body). */
  status?: 200 | 201 | 202 | 204;
  /** The answer of a success, as the server's response schema serialises it (`z.null()` for a 204). */
  answer: z.ZodType;
}

/** Declares an endpoint, keeping its literal method and path and its schemas' own types. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/** What a client sends: the path parameters, query and body the endpoint declares, each in its wire form. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** What the server answers, as it travels (instants as ISO text). */
export type EndpointAnswer<E extends Endpoint> = z.input<E['answer']>;

/** The endpoint's path with its parameters filled in: `/api/users/{id}/roles/` and `{ id: 7 }` give `/api/users/7/roles/`. */
export function endpointPath(declaration: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return declaration.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${declaration.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
