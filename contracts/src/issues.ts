import type { z } from 'zod';

/** One line per problem, each naming the field: "data.coins: expected a number or a numeric string". */
export function describeIssues(error: z.ZodError, root?: string): string {
  return error.issues
    .map((issue) => {
      const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** The dotted paths of the fields that failed, for logging which contract field drifted. */
export function issuePaths(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.map(String).join('.') || '(root)'))];
}
