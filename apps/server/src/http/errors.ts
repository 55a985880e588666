import { type FieldErrors, Refusal } from '../core/domain-errors.js';

/** An error whose status and body are what the client is told (DRF shapes, spec section 8): an answer, stackless. */
export class HttpError extends Refusal {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });

export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });

export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail }, { 'WWW-Authenticate': 'Token' });

export const validationFailed = (fields: FieldErrors) => new HttpError(400, fields);

export const throttled = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { detail: `Request was throttled. Expected available in ${retryAfterSeconds} seconds.` },
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** Seconds a client is asked to wait before trying again when the database is unavailable. */
export const retryAfterSeconds = '5';

/** A passing fault of the database: the client may try the same request again shortly. */
export const databaseUnavailable = () =>
  new HttpError(503, { detail: 'The database is busy; try again in a moment.' }, { 'Retry-After': retryAfterSeconds });
