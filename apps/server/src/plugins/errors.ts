import { GolfInputError } from '@fairway/golf';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
  TooManyTriesError,
} from '../core/domain-errors.js';
import { describeDatabaseFault, isDatabaseUnavailable } from '../db/database-faults.js';
import { clientErrorFromDatabase } from '../db/database-errors.js';
import { databaseUnavailable, HttpError, notAuthenticated } from '../http/errors.js';
import { fieldErrorsFromIssues } from '../http/validation-messages.js';

/** A domain error's answer: the use cases know nothing of HTTP. */
function httpErrorOf(error: unknown): HttpError | null {
  if (error instanceof InvalidInputError) return new HttpError(400, error.fields);
  if (error instanceof NotFoundError) return new HttpError(404, { detail: error.message });
  if (error instanceof NotAuthenticatedError) return notAuthenticated(error.message);
  if (error instanceof ForbiddenError) return new HttpError(403, { detail: error.message });
  if (error instanceof ConflictError) return new HttpError(409, { detail: error.message });
  if (error instanceof TooManyTriesError) {
    return new HttpError(429, { detail: error.message }, { 'Retry-After': String(error.secondsToWait) });
  }
  // The golf engine refused a value no real round has; its field names the engine's input, so the message says it all.
  if (error instanceof GolfInputError) return new HttpError(400, { non_field_errors: [error.message] });
  return null;
}

const fastifyClientErrors: Record<string, (error: FastifyError) => { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: (error) => ({ status: 400, detail: `JSON parse error - ${error.message}` }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({ status: 400, detail: 'JSON parse error - the body is empty.' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (error) => ({
    status: 415,
    detail: `Unsupported media type in request: ${error.message}`,
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: () => ({ status: 413, detail: 'Request body is too large.' }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({ status: 400, detail: 'Invalid Content-Length.' }),
};

/**
 * One error handler (spec section 8 shapes): client errors keep their message in DRF form, a passing fault of the
 * database is a 503 asking to try again (logged in one line), anything else is a 500 that says nothing internal and
 * is logged in full.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies are written as they are, not through the route's response schema for that status; with a
    // serializer of its own Fastify sets no content type, so it is named here.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    const send = (httpError: HttpError) =>
      reply.code(httpError.statusCode).headers(httpError.headers).send(httpError.body);
    if (error instanceof HttpError) return send(error);
    const fromDomain = httpErrorOf(error) ?? httpErrorOf(clientErrorFromDatabase(error, 'record'));
    if (fromDomain) return send(fromDomain);
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`the database is unavailable: ${describeDatabaseFault(error)}`);
      return send(databaseUnavailable());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return reply.code(404).send({ detail: 'Not found.' });
      return reply.code(400).send(fieldErrorsFromIssues(error.validation));
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.code(400).send({ detail: `JSON parse error - ${error.message}` });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) {
      const { status, detail } = known(error);
      return reply.code(status).send({ detail });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
}
