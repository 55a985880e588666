import { HttpError } from '../../providers/httpClient';

/** A refusal in the server's own words: the first message of a 400's fields, or the detail of another answer. */
export function refusalOf(error: unknown): string {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const first = Object.values(error.body as Record<string, unknown>)[0];
    const text = Array.isArray(first) ? first[0] : first;
    if (typeof text === 'string') return text;
  }
  return error instanceof Error ? error.message : String(error);
}
