import { fieldInWords } from '../../providers/fieldInWords';
import { HttpError } from '../../providers/httpClient';
import type { InputSchema } from './contractResolver';

/**
 * What a refused save or delete says in the alert: the server's words for the record as a whole (spec section 8),
 * a field error only when the form does not show that field, named in words. Errors of fields the form shows stay under their fields.
 */
export function serverErrorMessage(
  error: unknown,
  schema: InputSchema,
  unreachable: string,
  isShown: (field: string) => boolean = (field) => field in schema.shape,
): string | null {
  if (!(error instanceof HttpError)) return unreachable;
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  if (error.status !== 400 || !errors) return error.message;
  const messages = Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'root') return [String((value as { serverError?: unknown }).serverError ?? '')];
    return isShown(key) ? [] : [`${fieldInWords(key)}: ${String(value)}`];
  });
  return messages.filter(Boolean).join(' ') || null;
}
