/**
 * What every failed call becomes. `message` is always fit to show the user; the
 * details (status, code, drifting fields) are for logs and tests.
 */
export type ApiErrorKind =
  /** An error envelope ({error: true, message}), whatever the HTTP status. */
  | 'server'
  /** HTTP 401 or code 3: the session ended and the app has signed out. */
  | 'unauthorized'
  /** No response at all (offline, CORS, server down). */
  | 'network'
  /** A non-2xx status without an error envelope. */
  | 'http'
  /** The body does not match the call's contract. */
  | 'drift'
  /** An encrypted body that does not decrypt. */
  | 'decrypt'
  /** The app tried to send a body its own contract rejects; nothing was sent. */
  | 'invalid-request'
  /** A call of our own design the server does not have (404): the feature that needs it is off. */
  | 'unavailable';

export interface ApiErrorDetails {
  path: string;
  status?: number;
  code?: number;
  /** Dotted paths of the fields that failed the contract (drift, invalid-request). */
  fields?: string[];
  /** Developer-facing description (zod issues, decrypt reason). */
  reason?: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly details: ApiErrorDetails;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails) {
    super(message);
    this.kind = kind;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
