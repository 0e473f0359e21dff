import { encryptData } from '@esk/contracts/crypto';
import { isEncryptedEnvelope } from '@esk/contracts/envelope';
import type { Rng } from '@esk/scenarios/rng';

export interface Encryption {
  enabled: boolean;
  secret: string;
  /** Salts come from the seeded Rng so an encrypted run is as repeatable as a plain one. */
  rng: Rng;
}

function salt(rng: Rng): Uint8Array {
  return Uint8Array.from({ length: 8 }, () => rng.int(0, 255));
}

/** A success envelope; `data` is encrypted (dataEncrupt: 1) when encryption is on. */
export function successBody(
  data: unknown,
  message: string,
  extra: Record<string, unknown>,
  encryption: Encryption,
): Record<string, unknown> {
  if (encryption.enabled) {
    return {
      error: false,
      code: 0,
      message,
      ...extra,
      data: encryptData(data, encryption.secret, salt(encryption.rng)),
      dataEncrupt: 1,
    };
  }
  return { error: false, code: 0, message, ...extra, data, dataEncrupt: 0 };
}

/**
 * The error envelope; `data.error` and `data.message` repeat the flag and the message for
 * clients that read them there (the matka Odd-Even and Harup pages test `data.error`).
 */
export function errorBody(code: number, message: string): Record<string, unknown> {
  return { error: true, code, message, data: { error: true, message } };
}

/**
 * A whole envelope served as it was recorded (a replayed recording): its data encrypted when
 * encryption is on, unless it is already (a recording made without the secret keeps it so).
 */
export function servedEnvelope(body: unknown, encryption: Encryption): unknown {
  const isEnvelope = typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body;
  if (!encryption.enabled || !isEnvelope || isEncryptedEnvelope(body)) return body;
  return { ...body, data: encryptData(body.data, encryption.secret, salt(encryption.rng)), dataEncrupt: 1 };
}
