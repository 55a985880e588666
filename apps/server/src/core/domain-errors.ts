/**
 * What a use case throws when it refuses: plain errors that know nothing of HTTP. The one error handler gives each its
 * status and DRF shape (spec section 8).
 */

/**
 * An error that is an answer, not a fault: no stack is captured for it, as it names no bug to trace and a rush refuses
 * thousands a second (decision 0155). Its class and message say all it has to say.
 */
export class Refusal extends Error {
  constructor(message?: string) {
    const frames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = frames;
  }
}

/** Field name -> messages; `non_field_errors` for the change as a whole. */
export type FieldErrors = Record<string, string[]>;

/** The input is wrong (400): each field says why. */
export class InvalidInputError extends Refusal {
  constructor(readonly fields: FieldErrors) {
    super(
      Object.entries(fields)
        .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
        .join('; '),
    );
  }
}

/** No such record, or not in the caller's club (404: the two are not told apart). */
export class NotFoundError extends Refusal {
  constructor(message = 'Not found.') {
    super(message);
  }
}

/** The change would break what other records rely on (409). */
export class ConflictError extends Refusal {}

/** The caller may not do this, whatever the record (403). */
export class ForbiddenError extends Refusal {
  constructor(message = 'You do not have permission to perform this action.') {
    super(message);
  }
}

/** The caller has not proven who they are, or what screen they call from (401). */
export class NotAuthenticatedError extends Refusal {}

/** Too many wrong tries: the caller waits `secondsToWait` before trying again (429 with Retry-After). */
export class TooManyTriesError extends Refusal {
  constructor(
    message: string,
    readonly secondsToWait: number,
  ) {
    super(message);
  }
}
