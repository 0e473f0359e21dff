import { describe, expect, it } from 'vitest';
import { en, englishDictionaries } from './texts';
import { hi } from './texts-hi';

describe("the app's texts", () => {
  it('gives every key to one dictionary only (a second would silently override the first)', () => {
    const owners = new Map<string, string[]>();
    for (const [area, dictionary] of Object.entries(englishDictionaries)) {
      for (const key of Object.keys(dictionary)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    const shared = [...owners].filter(([, areas]) => areas.length > 1);
    expect(shared).toEqual([]);
    expect(owners.size).toBe(Object.keys(en).length);
  });

  it('keeps feature keys out of the shared dictionary', () => {
    const featureKey = /^(account|aviator|sports|casino|matka)\./;
    expect(Object.keys(englishDictionaries.shared).filter((key) => featureKey.test(key))).toEqual([]);
  });

  it('has a Hindi text for every English key', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(hi)) expect(text, key).not.toBe('');
  });
});
