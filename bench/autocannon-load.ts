import autocannon from 'autocannon';

/**
 * Loads `url` with autocannon for `seconds` at `connections`; with `fresh`, each request adds a query parameter of its
 * own, so that no page is asked for twice and the list page cache never answers.
 */
export async function autocannonLoad(
  url: string,
  {
    headers = {},
    fresh = false,
    seconds,
    connections,
  }: {
    headers?: Record<string, string>;
    fresh?: boolean;
    seconds: number;
    connections: number;
  },
) {
  let requestNumber = 0;
  const { requests, latency, non2xx } = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    requests: fresh
      ? [
          {
            setupRequest: (request) => {
              const path = request.path ?? '/';
              return { ...request, path: `${path}${path.includes('?') ? '&' : '?'}request=${(requestNumber += 1)}` };
            },
          },
        ]
      : undefined,
  });
  return { perSecond: Math.round(requests.average), p50: latency.p50, p99: latency.p99, non2xx };
}
