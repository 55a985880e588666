import { ConflictError, InvalidInputError } from '../core/domain-errors.js';
import { postgresErrorOf } from './database-faults.js';
import { recordWords } from './record-words.js';

/**
 * Constraint failures as the client should see them, in words about a `thing` (a country): a unique value taken is a
 * 400 on the field the user typed, a missing referenced row a 400 on the reference, and a row still referenced
 * elsewhere a 409.
 */
export function clientErrorFromDatabase(error: unknown, thing: string): InvalidInputError | ConflictError | null {
  const postgresError = postgresErrorOf(error);
  if (!postgresError) return null;
  const detail = postgresError.detail ?? '';
  switch (postgresError.code) {
    case '23505': {
      const field = typedFieldOfKey(detail) ?? 'non_field_errors';
      return new InvalidInputError({ [field]: [`A ${thing} with this ${field.replaceAll('_', ' ')} already exists.`] });
    }
    case '23503': {
      const referencedFrom = /is still referenced from table "([a-z_]+)"/.exec(detail)?.[1];
      if (referencedFrom) {
        const users = recordWords[referencedFrom]?.many ?? `${referencedFrom.replaceAll('_', ' ')} records`;
        return new ConflictError(`This ${thing} is used by ${users}. Mark it inactive instead of deleting it.`);
      }
      const [field, value] = /^Key \(([a-z_]+)\)=\(([^)]*)\)/.exec(detail)?.slice(1) ?? [];
      return new InvalidInputError({
        [field ?? 'non_field_errors']: [`Invalid pk "${value ?? ''}" - object does not exist.`],
      });
    }
    case '23514':
      return new InvalidInputError({ non_field_errors: ['The values given break a rule of this record.'] });
    default:
      if (postgresError.code.startsWith('22')) return new InvalidInputError({ non_field_errors: ['Invalid value.'] });
      return null;
  }
}

/**
 * The field a user typed, from a unique violation's key: `Key (golf_course_id, lower(name::text))=(1, oak)` names
 * `name`. Fairway's unique indexes list their scope first (the club, the country of a state) and the typed field
 * last.
 */
function typedFieldOfKey(detail: string): string | undefined {
  const key = /^Key \((.*)\)=\(/.exec(detail)?.[1];
  if (!key) return undefined;
  return splitTopLevel(key)
    .map((part) => /([a-z_][a-z0-9_]*)(::[a-z ]+)?\)*$/.exec(part.trim())?.[1])
    .at(-1);
}

/** `a, lower(b), f(c, d)` -> `a`, `lower(b)`, `f(c, d)`. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const character = list[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}
