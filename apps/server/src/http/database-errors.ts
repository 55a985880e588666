import { postgresErrorOf } from '../db/database-faults.js';
import type { HttpError } from './errors.js';
import { conflict, validationFailed } from './errors.js';

/**
 * Constraint failures as the client should see them: a unique value taken is a 400 on its field, a missing
 * referenced row a 400 on the reference, and a row still referenced elsewhere a 409.
 * `uniqueFields` names the field of each unique index, as the index's key may be an expression.
 */
export function clientErrorFromDatabase(
  error: unknown,
  options: { thing: string; uniqueFields?: Record<string, string> },
): HttpError | null {
  const postgresError = postgresErrorOf(error);
  if (!postgresError) return null;
  const keyColumn = /^Key \(([a-z_]+)\)=/.exec(postgresError.detail ?? '')?.[1];
  switch (postgresError.code) {
    case '23505': {
      const field = options.uniqueFields?.[postgresError.constraint ?? ''] ?? keyColumn ?? 'non_field_errors';
      return validationFailed({
        [field]: [`A ${options.thing} with this ${field.replaceAll('_', ' ')} already exists.`],
      });
    }
    case '23503': {
      const referencedFrom = /is still referenced from table "([a-z_]+)"/.exec(postgresError.detail ?? '')?.[1];
      if (referencedFrom)
        return conflict(
          `This ${options.thing} is still in use by ${referencedFrom.replaceAll('_', ' ')}; retire it (is_active = false) instead of deleting it.`,
        );
      const field = keyColumn ?? 'non_field_errors';
      return validationFailed({ [field]: ['Invalid pk - object does not exist.'] });
    }
    case '23514':
      return validationFailed({ non_field_errors: ['The values given break a rule of this record.'] });
    default:
      if (postgresError.code.startsWith('22')) return validationFailed({ non_field_errors: ['Invalid value.'] });
      return null;
  }
}
