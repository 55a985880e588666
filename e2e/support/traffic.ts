import { setTimeout as sleep } from 'node:timers/promises';

/** One answer as a client saw it; status 0 is no answer in time, -1 a broken connection. */
export type Answer = { request: string; status: number; ms: number; at: number; body: string };

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown; token?: string; golfCourse?: string };

/** A request as a client makes it, timed, never throwing. */
export async function ask(url: string, call: Request, timeoutMs: number): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.token) headers.authorization = `Token ${call.token}`;
  if (call.golfCourse) headers['x-golf-course'] = call.golfCourse;
  try {
    const response = await fetch(`${url}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return {
      request: `${call.method} ${call.path}`,
      status: response.status,
      ms: Date.now() - started,
      at: started,
      body,
    };
  } catch (error) {
    const status = (error as Error).name === 'TimeoutError' ? 0 : -1;
    return {
      request: `${call.method} ${call.path}`,
      status,
      ms: Date.now() - started,
      at: started,
      body: String(error),
    };
  }
}

/**
 * Club traffic while a fault happens: `clients` loops each reading cities, adding a city and reading the current user,
 * in turn, plus a load balancer asking `/healthz` every 200 ms. Every answer is kept, and every city the server
 * acknowledged (201), so that the test can look for it afterwards.
 */
export function startTraffic(url: string, token: string, options: { clients: number; timeoutMs: number }) {
  const answers: Answer[] = [];
  const healthChecks: Answer[] = [];
  const acknowledgedCities: { id: number; name: string }[] = [];
  let running = true;
  let cityNumber = 0;
  let readNumber = 0;
  const calls: (Omit<Request, 'body' | 'path'> & { path: () => string; body?: () => unknown })[] = [
    // Each read asks for a page never asked for before, so that it reaches the database, not the pages kept in memory.
    { method: 'GET', path: () => `/api/cities/?page_size=5&ordering=-id&search=${(readNumber += 1)}` },
    {
      method: 'POST',
      path: () => '/api/cities/',
      body: () => ({ state_id: 1, name: `Fault city ${(cityNumber += 1)} ${Date.now()}` }),
    },
    { method: 'GET', path: () => '/api/users/current/' },
  ];
  const client = async (first: number) => {
    for (let turn = first; running; turn += 1) {
      const call = calls[turn % calls.length]!;
      const answer = await ask(url, { ...call, path: call.path(), body: call.body?.(), token }, options.timeoutMs);
      answers.push(answer);
      if (call.method === 'POST' && answer.status === 201) {
        const { id, name } = JSON.parse(answer.body) as { id: number; name: string };
        acknowledgedCities.push({ id, name });
      }
      // A client that was told to wait does so briefly; one that was answered goes on.
      await sleep(answer.status === 503 ? 100 : 10);
    }
  };
  const loadBalancer = async () => {
    while (running) {
      healthChecks.push(await ask(url, { method: 'GET', path: '/healthz' }, 1_000));
      await sleep(200);
    }
  };
  const loops = [...Array.from({ length: options.clients }, (_, index) => client(index)), loadBalancer()];
  return {
    answers,
    healthChecks,
    acknowledgedCities,
    /** Answers to requests sent at or after `since` (a `Date.now()`). */
    answersSince: (since: number) => answers.filter((answer) => answer.at >= since),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

export type Traffic = ReturnType<typeof startTraffic>;
