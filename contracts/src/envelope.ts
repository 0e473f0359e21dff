/**
 * The response envelope every /v1 call answers with:
 *   { error, code, message, data, dataEncrupt }
 * `error: false` is success. `message` is sometimes a bare number. When
 * `dataEncrupt` is 1, `data` is a CryptoJS AES string of the JSON data (see crypto.ts;
 * `readResponse` takes the decryption as a function, so a bundle that reads responses only
 * loads crypto.ts when an encrypted one arrives).
 * Errors use the same envelope with `error: true`; `code: 3` means the session was
 * revoked (the client logs out, as it does on HTTP 401).
 */
import { z } from 'zod';
import type { CallContract, ResponseOf } from './define';
import { describeIssues, type FieldIssue, issuePaths, listIssues } from './issues';
import { flagOr, int, message, readFlag } from './wire';

export const SESSION_REVOKED_CODE = 3;

const envelopeShape = {
  /** false (or absent: the aviator server omits it) on success; read with readFlag like every flag. */
  error: flagOr(false),
  code: int().optional(),
  message: message().optional(),
  /** Real clients test `dataEncrupt == true`, so servers send true/false or 1/0. */
  dataEncrupt: flagOr(false),
};

/** A success envelope around `data`; `extra` adds top-level fields (login's `token`). */
export function envelope<TData extends z.ZodType, TExtra extends z.ZodRawShape = Record<never, never>>(
  data: TData,
  extra?: TExtra,
) {
  return z.object({ ...envelopeShape, data, ...(extra ?? ({} as TExtra)) });
}

/** The error form: `error: true`, a code and a message the client shows as it is. */
export const errorEnvelopeSchema = z.object({
  error: z.literal(true),
  code: int(),
  message: message(),
  data: z.unknown().optional(),
});
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

export type ReadResult<C extends CallContract> =
  | { ok: true; value: ResponseOf<C> }
  | { ok: false; kind: 'error'; error: ErrorEnvelope }
  | { ok: false; kind: 'drift'; message: string; fields: string[]; issues: FieldIssue[] }
  | { ok: false; kind: 'decrypt'; message: string };

/** Turns an encrypted envelope's `data` back into the JSON data; throws when it cannot. */
export type Decrypt = (encrypted: string) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a body is an encrypted envelope: `dataEncrupt` 1 or true and `data` a string. */
export const isEncryptedEnvelope = (body: unknown): body is Record<string, unknown> & { data: string } =>
  isRecord(body) && readFlag(body.dataEncrupt) && typeof body.data === 'string';

/**
 * Reads a response body against its contract: decrypts an encrypted envelope with
 * `decrypt` (crypto.ts `decryptData` with the secret), tells an error envelope apart, and
 * validates the rest. Never throws; a body that does not match the contract comes back
 * as `drift` with the names of the drifting fields.
 */
export function readResponse<C extends CallContract>(
  call: C,
  body: unknown,
  decrypt?: Decrypt,
): ReadResult<C> {
  let candidate = body;
  if (call.kind === 'api' && isRecord(body)) {
    if (readFlag(body.error)) {
      const parsed = errorEnvelopeSchema.safeParse({
        code: 1,
        message: 'Request failed',
        ...body,
        error: true,
      });
      if (parsed.success) return { ok: false, kind: 'error', error: parsed.data };
    }
    if (isEncryptedEnvelope(body)) {
      if (decrypt === undefined)
        return { ok: false, kind: 'decrypt', message: 'encrypted response and nothing to decrypt it with' };
      try {
        candidate = { ...body, data: decrypt(body.data) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, kind: 'decrypt', message: reason };
      }
    }
  }
  const parsed = call.response.safeParse(candidate);
  if (parsed.success) return { ok: true, value: parsed.data as ResponseOf<C> };
  return {
    ok: false,
    kind: 'drift',
    message: describeIssues(parsed.error),
    fields: issuePaths(parsed.error),
    issues: listIssues(parsed.error),
  };
}
