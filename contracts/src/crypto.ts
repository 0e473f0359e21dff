/**
 * Response encryption compatible with the real API's clients, which call
 * `CryptoJS.AES.decrypt(data, secret).toString(CryptoJS.enc.Utf8)`: a passphrase
 * secret, OpenSSL "Salted__" framing, EVP_BytesToKey(MD5) key derivation,
 * AES-256-CBC with PKCS#7 padding, base64 text. Synchronous and free of Node
 * built-ins, so the browser and the mock server share it.
 */
import { cbc } from '@noble/ciphers/aes.js';
import { bytesToUtf8, concatBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { md5 } from '@noble/hashes/legacy.js';

const SALTED = utf8ToBytes('Salted__');
const KEY_BYTES = 32;
const IV_BYTES = 16;

export class DecryptError extends Error {
  override name = 'DecryptError';
}

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration, as CryptoJS uses for passphrases. */
function deriveKeyAndIv(passphrase: Uint8Array, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
  let derived = new Uint8Array(0);
  let block = new Uint8Array(0);
  while (derived.length < KEY_BYTES + IV_BYTES) {
    block = md5(concatBytes(block, passphrase, salt));
    derived = concatBytes(derived, block);
  }
  return { key: derived.slice(0, KEY_BYTES), iv: derived.slice(KEY_BYTES, KEY_BYTES + IV_BYTES) };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A fresh 8-byte salt; callers that must be deterministic (the mock under a seed) pass their own. */
function randomSalt(): Uint8Array {
  const salt = new Uint8Array(8);
  globalThis.crypto.getRandomValues(salt);
  return salt;
}

/** Encrypts text the way `CryptoJS.AES.encrypt(text, secret).toString()` does. */
export function encryptText(plaintext: string, secret: string, salt: Uint8Array = randomSalt()): string {
  if (salt.length !== 8) throw new RangeError('salt must be 8 bytes');
  const { key, iv } = deriveKeyAndIv(utf8ToBytes(secret), salt);
  const ciphertext = cbc(key, iv).encrypt(utf8ToBytes(plaintext));
  return toBase64(concatBytes(SALTED, salt, ciphertext));
}

/** Decrypts `CryptoJS.AES.encrypt(text, secret).toString()` output back to text. */
export function decryptText(encrypted: string, secret: string): string {
  let raw: Uint8Array;
  try {
    raw = fromBase64(encrypted);
  } catch {
    throw new DecryptError('encrypted data is not base64');
  }
  const prefix = raw.subarray(0, SALTED.length);
  if (raw.length < 32 || !prefix.every((byte, i) => byte === SALTED[i])) {
    throw new DecryptError('encrypted data lacks the OpenSSL "Salted__" header');
  }
  const salt = raw.subarray(8, 16);
  const { key, iv } = deriveKeyAndIv(utf8ToBytes(secret), salt);
  try {
    return bytesToUtf8(cbc(key, iv).decrypt(raw.subarray(16)));
  } catch {
    throw new DecryptError('encrypted data does not decrypt with this secret');
  }
}

/** JSON-encodes then encrypts: the form of an encrypted envelope's `data`. */
export function encryptData(data: unknown, secret: string, salt?: Uint8Array): string {
  return encryptText(JSON.stringify(data), secret, salt);
}

/** Decrypts then JSON-parses an encrypted envelope's `data`. */
export function decryptData(encrypted: string, secret: string): unknown {
  const text = decryptText(encrypted, secret);
  try {
    return JSON.parse(text);
  } catch {
    throw new DecryptError('decrypted data is not JSON');
  }
}
