import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flag, flagOr, numOr, readFlag } from './wire';

const TRUE_FORMS = [true, 1, '1', 'true', 'True', 'TRUE'];
const FALSE_FORMS = [false, 0, '0', 'false', 'False', 'FALSE'];

describe('readFlag: the one flag reader', () => {
  it.each(TRUE_FORMS)('reads %j as true', (value) => expect(readFlag(value)).toBe(true));
  it.each(FALSE_FORMS)('reads %j as false, whatever the default', (value) => {
    expect(readFlag(value)).toBe(false);
    expect(readFlag(value, true)).toBe(false);
  });
  it.each([undefined, null, '', 'yes', 2, {}])('reads %j as the default', (value) => {
    expect(readFlag(value)).toBe(false);
    expect(readFlag(value, true)).toBe(true);
  });
});

describe('flag()', () => {
  const row = z.object({ isDeclare: flag() });
  it.each([...TRUE_FORMS, ...FALSE_FORMS])('parses %j as readFlag does', (value) => {
    expect(row.parse({ isDeclare: value }).isDeclare).toBe(readFlag(value));
  });
  it('rejects an absent or unknown flag, naming the field', () => {
    expect(row.safeParse({}).success).toBe(false);
    const wrong = row.safeParse({ isDeclare: 'maybe' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['isDeclare']);
  });
});

describe('flagOr(default)', () => {
  const row = z.object({ isDeleted: flagOr(false), betStatus: flagOr(true) });
  it('reads an absent or null flag as the default', () => {
    expect(row.parse({})).toEqual({ isDeleted: false, betStatus: true });
    expect(row.parse({ isDeleted: null, betStatus: null })).toEqual({ isDeleted: false, betStatus: true });
  });
  it('reads every wire form like flag()', () => {
    expect(row.parse({ isDeleted: 1, betStatus: '0' })).toEqual({ isDeleted: true, betStatus: false });
    expect(row.parse({ isDeleted: 'true', betStatus: false })).toEqual({ isDeleted: true, betStatus: false });
  });
  it('still rejects a value that is no flag', () => {
    expect(row.safeParse({ isDeleted: 'maybe' }).success).toBe(false);
  });
  it('documents the field as optional on the wire', () => {
    const json = z.toJSONSchema(row, { io: 'input' }) as { required?: string[] };
    expect(json.required ?? []).toEqual([]);
  });
});

describe('numOr(default)', () => {
  const row = z.object({ comm: numOr(0) });
  it('reads absent, null and blank as the default and numeric text as a number', () => {
    expect(row.parse({}).comm).toBe(0);
    expect(row.parse({ comm: null }).comm).toBe(0);
    expect(row.parse({ comm: '' }).comm).toBe(0);
    expect(row.parse({ comm: '12.5' }).comm).toBe(12.5);
  });
  it('rejects text that is no number', () => {
    expect(row.safeParse({ comm: 'abc' }).success).toBe(false);
  });
});
