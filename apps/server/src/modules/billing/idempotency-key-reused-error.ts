/** The same Idempotency-Key came back with another request: refused (422), nothing posted. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('This Idempotency-Key was used for a different request. Send a new key for a new posting.');
  }
}
