import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { DecryptError, decryptData, decryptText, encryptData, encryptText } from './crypto';

const secret = 'demo-secret-key';
const samples = ['', 'a', '{"coins":1520.5,"exposure":-200}', 'ह', 'x'.repeat(16), 'y'.repeat(1000)];

describe('response encryption', () => {
  it.each(samples)('decrypts what crypto-js encrypted (%#)', (text) => {
    const fromCryptoJs = CryptoJS.AES.encrypt(text, secret).toString();
    expect(decryptText(fromCryptoJs, secret)).toBe(text);
  });

  it.each(samples)('produces what crypto-js decrypts (%#)', (text) => {
    const ours = encryptText(text, secret);
    expect(CryptoJS.AES.decrypt(ours, secret).toString(CryptoJS.enc.Utf8)).toBe(text);
  });

  it('matches crypto-js byte for byte for a fixed salt', () => {
    const salt = CryptoJS.enc.Hex.parse('0102030405060708');
    const key = CryptoJS.algo.EvpKDF.create({
      keySize: 8 + 4,
      hasher: CryptoJS.algo.MD5,
      iterations: 1,
    }).compute(secret, salt);
    const expected = CryptoJS.AES.encrypt('{"a":1}', CryptoJS.lib.WordArray.create(key.words.slice(0, 8)), {
      iv: CryptoJS.lib.WordArray.create(key.words.slice(8, 12)),
    });
    const openssl = CryptoJS.format.OpenSSL.stringify(
      CryptoJS.lib.CipherParams.create({ ciphertext: expected.ciphertext, salt }),
    );
    expect(encryptText('{"a":1}', secret, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toBe(openssl);
  });

  it('round-trips JSON data', () => {
    const data = { token: 't', list: [1, 'two', null], nested: { 'match-deatils': true } };
    expect(decryptData(encryptData(data, secret), secret)).toEqual(data);
  });

  it('rejects a wrong secret, garbage and non-JSON with a DecryptError', () => {
    const encrypted = encryptData({ a: 1 }, secret);
    expect(() => decryptData(encrypted, 'other-secret')).toThrow(DecryptError);
    expect(() => decryptText('not base64 !!', secret)).toThrow(DecryptError);
    expect(() => decryptText(btoa('no salt header here, just text'), secret)).toThrow(DecryptError);
    expect(() => decryptData(encryptText('not json', secret), secret)).toThrow(/not JSON/);
  });
});
