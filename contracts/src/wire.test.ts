import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from './issues';
import { flag, flagOr, int, NUMERIC_MAX_LENGTH, num, numOr, numOrBlank, rate, readFlag, stake } from './wire';

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

describe('numeric strings: linear, bounded', () => {
  const digits = (count: number) => '7'.repeat(count);
  const fields = {
    num: num(),
    int: int(),
    stake: stake(),
    rate: rate(),
    numOr: numOr(0),
    numOrBlank: numOrBlank(),
  };

  it.each(Object.entries(fields))(
    '%s() refuses a 100,000-digit value, naming the length',
    (_name, schema) => {
      for (const value of [
        digits(100_000),
        `${digits(100_000)}x`,
        `1.${digits(100_000)}x`,
        ` ${digits(50_000)} `,
      ]) {
        const parsed = z.object({ amount: schema }).safeParse({ amount: value });
        expect(parsed.success).toBe(false);
        expect(describeIssues(parsed.error as z.ZodError)).toContain(`amount: `);
        expect(describeIssues(parsed.error as z.ZodError)).toContain(
          `at most ${NUMERIC_MAX_LENGTH} characters`,
        );
      }
    },
  );

  it('reads every numeric form up to the length bound', () => {
    expect(num().parse(' 95 ')).toBe(95);
    expect(num().parse('-1.98')).toBe(-1.98);
    expect(num().parse('.5')).toBe(0.5);
    expect(num().parse('2.')).toBe(2);
    expect(num().parse('1E3')).toBe(1000);
    expect(num().parse(`0.${'0'.repeat(NUMERIC_MAX_LENGTH - 3)}1`)).toBeGreaterThan(0);
    expect(int().parse('-42')).toBe(-42);
    expect(num().safeParse('1.2.3').success).toBe(false);
    expect(num().safeParse('1e').success).toBe(false);
    expect(num().safeParse(`${digits(400)}`).success).toBe(false);
  });

  it('refuses text below the bound that fails only at its last character', () => {
    for (const value of [`${digits(60)}x`, `1.${digits(58)}x`, `1e${digits(58)}x`, `${' '.repeat(60)}x`]) {
      expect(num().safeParse(value).success).toBe(false);
    }
  });
});
