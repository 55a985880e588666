import { GolfInputError } from '@fairway/golf';
import type { FieldErrors } from '../../core/domain-errors.js';

/**
 * A refusal of the golf package's tee sheet rules as a 400 on the API's field: `template.lastStart` is `last_start`,
 * `feeTable[2]` the row being saved. Any other error is thrown on.
 */
export function golfInputFieldErrors(error: unknown, fields: Record<string, string>): FieldErrors {
  if (!(error instanceof GolfInputError)) throw error;
  const detail = error.message.slice(error.field.length + 2);
  const path = error.field.replace(/^template\./, '');
  const named = Object.entries(fields).find(
    ([golfName]) => path === golfName || path.startsWith(`${golfName}.`) || path.startsWith(`${golfName}[`),
  );
  const field = named?.[1] ?? 'non_field_errors';
  return { [field]: [`${detail.charAt(0).toUpperCase()}${detail.slice(1)}.`] };
}
