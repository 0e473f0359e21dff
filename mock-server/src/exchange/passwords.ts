/**
 * Password hashing: scrypt on libuv's thread pool (never on the event loop, so a burst of
 * logins does not stall other users), a random salt per hash. Every check costs one
 * scrypt whether the username exists or not: unknown usernames are checked against a
 * decoy hash of the same cost, so timing does not tell which usernames exist.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const SCRYPT = { N: 1 << 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** The one place a password meets scrypt (tests watch it to prove every login pays the same cost). */
export const hashing = {
  derive(password: string, salt: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      scrypt(password, salt, KEY_BYTES, SCRYPT, (error, key) => (error ? reject(error) : resolve(key)));
    });
  },
};

/** 'salt:hash' in hex. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES).toString('hex');
  return `${salt}:${(await hashing.derive(password, salt)).toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [salt = '', hex = ''] = stored.split(':');
  const expected = Buffer.from(hex, 'hex');
  const actual = await hashing.derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let decoy: Promise<string> | undefined;

/** A hash no password is known for, with a salt and cost like every real one (made once per process). */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(SALT_BYTES).toString('hex'));
  return decoy;
}
