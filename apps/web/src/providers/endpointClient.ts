import { endpointPath, type Endpoint, type EndpointAnswer, type EndpointInput } from '@fairway/contract';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { httpClient, httpFile } from './httpClient';

/** How a call travels besides its input: its cancellation, and the club it is for when not the active one. */
export interface CallOptions {
  signal?: AbortSignal;
  golfCourseId?: number;
  /** More headers (an `Idempotency-Key` for a posting of money). */
  headers?: Record<string, string>;
}

/**
 * An endpoint's method and path alone, typed as its declaration in `@fairway/contract`, whose schemas (zod's) it leaves
 * out of the page: the dashboard's cards call their endpoints through one (decision 0099, as the scoring page does in
 * decision 0061). Made by `endpointRoute`, which the compiler holds to the declaration.
 */
export type EndpointRoute<E extends Endpoint> = Pick<E, 'method' | 'path'> & { readonly declaration?: E };

/** The route of the endpoint `E`: `endpointRoute<typeof newsEndpoints.feed>({ method: 'GET', path: '/api/news_feed/' })`. */
export function endpointRoute<E extends Endpoint>(route: Pick<E, 'method' | 'path'>): EndpointRoute<E> {
  return route;
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an endpoint declared in `@fairway/contract`: its method and path, the path filled from `params`, the query
 * and body as given, through the one HTTP client (headers, 401 retry, error shapes of spec section 8).
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const url = `${endpointPath(endpoint, params as Record<string, unknown>)}${queryString(query as Record<string, unknown>)}`;
  const { json } = await httpClient<EndpointAnswer<E>>(url, { method: endpoint.method, body, ...options });
  return json;
}

/**
 * Downloads the file an endpoint answers (a draw sheet's PDF) and hands it to the browser to save, under the name the
 * server gives it. Refusals are thrown as `callEndpoint` throws them.
 */
export async function downloadEndpointFile<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<string> {
  const { params, query } = input as { params?: object; query?: object };
  const url = `${endpointPath(endpoint, params as Record<string, unknown>)}${queryString(query as Record<string, unknown>)}`;
  const { blob, fileName } = await httpFile(url, { method: endpoint.method });
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is let go after that turn.
  setTimeout(() => URL.revokeObjectURL(address), 0);
  return fileName;
}

/** The cache key of an endpoint's answers: all of them by the endpoint alone, one by the endpoint and its input. */
export function endpointKey<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  input?: EndpointInput<E>,
): readonly unknown[] {
  const key = [endpoint.method, endpoint.path];
  return input === undefined ? key : [...key, input];
}

/** A GET endpoint's answer, cached by the endpoint and its input (react-admin's TanStack Query client). */
export function useEndpointQuery<E extends Endpoint & { method: 'GET' }>(
  endpoint: E | EndpointRoute<E>,
  input: EndpointInput<E>,
  options: Omit<UseQueryOptions<EndpointAnswer<E>>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
    ...options,
  });
}

/** The query client, with the endpoint-keyed writes a change leaves behind. */
export function useEndpointCache() {
  const queryClient = useQueryClient();
  return {
    set: <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, answer: EndpointAnswer<E>) =>
      queryClient.setQueryData(endpointKey(endpoint, input), answer),
    invalidate: (endpoint: Endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
  };
}
