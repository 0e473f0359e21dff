/**
 * Errors a handler throws on purpose. The HTTP layer turns them into the error envelope
 * {error: true, code, message, data: {message}}.
 *
 * - Rejection: a business rule said no (suspended market, insufficient balance). HTTP 200
 *   with error: true, because the real clients' page wrappers drop non-2xx bodies and
 *   only show the message of a 2xx error envelope.
 * - BadRequest / NotFound: the input itself is wrong (4xx), with a message naming the field.
 * - Unauthorised: no/bad token (401) or a revoked session (401 with body code 3).
 * - Forbidden: this user may not make the call (403).
 * - Unprocessable: a well-formed request that contradicts an earlier one (422: an
 *   Idempotency-Key reused with another body).
 * - Conflict: the server is busy with the one thing of its kind that may run (409: a second replay).
 * - TooManyRequests: throttled (429 with Retry-After).
 * - TooLarge: a body past its documented limit (413: a journal replay).
 */
export class ExchangeError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number,
    /** Response headers the answer carries (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const REJECTED_CODE = 1;

export class Rejection extends ExchangeError {
  override name = 'Rejection';
  constructor(message: string) {
    super(message, 200, REJECTED_CODE);
  }
}

export class BadRequest extends ExchangeError {
  override name = 'BadRequest';
  constructor(message: string) {
    super(message, 400, 400);
  }
}

export class NotFound extends ExchangeError {
  override name = 'NotFound';
  constructor(message: string) {
    super(message, 404, 404);
  }
}

export class Unauthorised extends ExchangeError {
  override name = 'Unauthorised';
  constructor(message: string, code = 401) {
    super(message, 401, code);
  }
}

export class Forbidden extends ExchangeError {
  override name = 'Forbidden';
  constructor(message: string) {
    super(message, 403, 403);
  }
}

export class Conflict extends ExchangeError {
  override name = 'Conflict';
  constructor(message: string) {
    super(message, 409, 409);
  }
}

export class TooLarge extends ExchangeError {
  override name = 'TooLarge';
  constructor(message: string) {
    super(message, 413, 413);
  }
}

export class Unprocessable extends ExchangeError {
  override name = 'Unprocessable';
  constructor(message: string) {
    super(message, 422, 422);
  }
}

export class TooManyRequests extends ExchangeError {
  override name = 'TooManyRequests';
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 429, 429, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
