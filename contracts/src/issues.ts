import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * A union's error does not say which field failed. Descend into the branch that got
 * furthest (the longest failing path) so the message still names the field.
 */
function flatten(
  issues: readonly Issue[],
  prefix: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const depth = (branch: readonly Issue[]) => Math.max(...branch.map((i) => i.path.length));
      const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0] ?? [];
      if (best.length > 0 && depth(best) > 0) return flatten(best, path);
      const alternatives = [...new Set(issue.errors.flat().map((i) => i.message))];
      return [{ path, message: alternatives.join(', or ') }];
    }
    return [{ path, message: issue.message }];
  });
}

/** One problem of a parse: the dotted path of the field ('(root)' for the value itself) and what is wrong. */
export interface FieldIssue {
  path: string;
  message: string;
}

const dotted = (path: PropertyKey[]) => path.map(String).join('.') || '(root)';

/** Every problem with its field, once per path and message (the drift check prints each with the value seen). */
export function listIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  return flatten(error.issues)
    .map(({ path, message }) => ({ path: dotted(path), message }))
    .filter((issue) => {
      const key = `${issue.path}\n${issue.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** One line per problem, each naming the field: "data.coins: expected a number or a numeric string". */
export function describeIssues(error: z.ZodError, root?: string): string {
  return flatten(error.issues)
    .map(({ path, message }) => {
      const name = [root, ...path.map(String)].filter(Boolean).join('.');
      return name ? `${name}: ${message}` : message;
    })
    .join('; ');
}

/** The dotted paths of the fields that failed, for logging which contract field drifted. */
export function issuePaths(error: z.ZodError): string[] {
  return [...new Set(flatten(error.issues).map(({ path }) => dotted(path)))];
}
