/**
 * A union of objects told apart by which key they carry ({ at, credit } vs { at, logout }),
 * with errors that name the problem in the chosen shape instead of zod's bare
 * "Invalid input" for a union.
 */
import { z } from 'zod';

export function keyedUnion<const T extends readonly [z.ZodObject, z.ZodObject, ...z.ZodObject[]]>(
  label: string,
  keys: { [K in keyof T]: string },
  options: T,
) {
  return z.union(options, {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const input = issue.input;
      const index = typeof input === 'object' && input !== null ? keys.findIndex((key) => key in input) : -1;
      if (index === -1) return `${label}: an object with 'at' and one of ${keys.join(', ')}`;
      const errors = 'errors' in issue && Array.isArray(issue.errors) ? (issue.errors[index] ?? []) : [];
      const details = (errors as z.core.$ZodIssue[]).map(
        (error) => `${error.path.length > 0 ? `${error.path.join('.')}: ` : ''}${error.message}`,
      );
      return `${label} (${keys[index]}): ${details.join('; ') || 'invalid'}`;
    },
  });
}
