import { HttpError } from '../../../../providers/httpClient';

/** The seconds a 429 answer asks to wait ("Expected available in 42 seconds."), else null. */
export function secondsToWait(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  const seconds = typeof detail === 'string' ? /([0-9]+) seconds?/.exec(detail)?.[1] : undefined;
  return seconds ? Number(seconds) : 60;
}

/** A refusal's words for a person: the field's messages or the detail. */
export function refusalText(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as Record<string, unknown> | null;
    const first = body ? Object.values(body)[0] : null;
    if (Array.isArray(first)) return first.join(' ');
    if (typeof first === 'string') return first;
  }
  return error instanceof Error ? error.message : String(error);
}
