import { describe, expect, it } from 'vitest';
import { DriftSpecError, driftValue, numberToWords, parseDriftSpec } from './drift';

describe('numberToWords', () => {
  it('says amounts on the Indian scale, with sign and decimals', () => {
    expect(numberToWords(0)).toBe('zero');
    expect(numberToWords(1500)).toBe('one thousand five hundred');
    expect(numberToWords(250_000)).toBe('two lakh fifty thousand');
    expect(numberToWords(-42.5)).toBe('minus forty-two point five');
  });
});

describe('driftValue', () => {
  const none = { rename: [], word: [] };
  it('renames a field in place and keeps the others', () => {
    const out = driftValue(
      { data: { coins: 10, exposure: 2 } },
      { ...none, rename: [{ field: 'data.coins', to: 'coin' }] },
    );
    expect(out).toEqual({ data: { coin: 10, exposure: 2 } });
  });

  it('sends numbers and numeric strings as words, in every list item for *', () => {
    const out = driftValue({ data: [{ p: 1 }, { p: '2' }] }, { ...none, word: ['data.*.p'] });
    expect(out).toEqual({ data: [{ p: 'one' }, { p: 'two' }] });
  });

  it('drifts inside a payload sent as a JSON string, keeping it a string', () => {
    const out = driftValue(JSON.stringify({ roundId: 'R1', progress: 3 }), {
      rename: [{ field: 'roundId', to: 'round_id' }],
      word: ['progress'],
    });
    expect(JSON.parse(out as string)).toEqual({ round_id: 'R1', progress: 'three' });
  });

  it('leaves a value without the field untouched', () => {
    const value = { data: { other: 1 } };
    expect(driftValue(value, { ...none, rename: [{ field: 'data.coins', to: 'coin' }] })).toEqual(value);
  });
});

describe('parseDriftSpec (DRIFT=)', () => {
  it('reads path and event rules separated by ;', () => {
    const actions = parseDriftSpec(
      '/v1/user/userBalance rename=data.coins:coin word=data.exposure; /v1/matka/ encrypt; crashValue word=progress',
    );
    expect(actions).toEqual([
      expect.objectContaining({
        path: '/v1/user/userBalance',
        rename: [{ field: 'data.coins', to: 'coin' }],
        word: ['data.exposure'],
      }),
      expect.objectContaining({ path: '/v1/matka/', encrypt: true }),
      expect.objectContaining({ event: 'crashValue', word: ['progress'] }),
    ]);
  });

  it('names the rule and the part it does not understand', () => {
    expect(() => parseDriftSpec('/v1/x shuffle=data')).toThrow(DriftSpecError);
    expect(() => parseDriftSpec('/v1/x shuffle=data')).toThrow("'shuffle=data' is not rename");
    expect(() => parseDriftSpec('crashValue encrypt')).toThrow('encrypt');
    expect(() => parseDriftSpec('/v1/x')).toThrow('say what drifts');
  });
});
