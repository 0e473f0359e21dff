/**
 * The repository paths a README names, and whether each exists: every relative markdown link,
 * every `code span` that is a file of ours (it ends with a source or document extension) or
 * a folder (it ends with '/'), and every file a folder tree (a fence without a language) lists. A README writes paths from where a reader stands: the README's
 * folder, its package (and the package's src/), or the repository root; a bare file name must
 * name a file of the README's package. Placeholders and patterns (`routes/<area>.ts`,
 * `*.spec.ts`, `{a,b}.ts`) are not paths, nor are URL paths (`/main/...`).
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';

export interface NamedPath {
  readme: string;
  /** As written. */
  path: string;
  line: number;
}

const FILE = /\.(ts|tsx|md|json|css|yml|yaml|js|html|ndjson)$/;
const NOT_A_PATH = /[<>*{}$\s|'"`]|^\/|^https?:|^~|^\.\.\.|^-|^\.[a-z]+$/;
/** What a run writes and git ignores: named in READMEs, absent from a fresh checkout. */
const GENERATED = /(^|\/)(artifacts|test-results|dist|node_modules)(\/|$)/;
/** Example files a command creates (`run.ndjson`), never files of the repository. */
const EXAMPLE_FILES = new Set(['run.ndjson', 'rec.ndjson', 'a.ndjson', 'b.ndjson']);

/** The paths one README names, line by line. */
export function namedPaths(readme: string, markdown: string): NamedPath[] {
  const found: NamedPath[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (text.startsWith('```')) {
      fence = fence === undefined ? text.slice(3).trim() : undefined;
      return;
    }
    if (fence === '') {
      // A folder tree: each file it lists must be a file of the package (by name: a tree line
      // names a file below a folder given lines above it).
      for (const word of text.split(/[\s(),;:]+/)) {
        const path = word.replace(/[.]+$/, '');
        if (FILE.test(path) && /^[a-z0-9_./-]+$/.test(path))
          found.push({ readme, path: basename(path), line });
      }
      return;
    }
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      found.push({ readme, path: target.split('#')[0] ?? '', line });
    }
    // Commands and code (bash, ts) name files they create and modules, not the tree.
    if (fence !== undefined) return;
    for (const [, span = ''] of text.matchAll(/`([^`]+)`/g)) {
      const path = span.replace(/[),.:;]+$/, '').replace(/:\d+(-\d+)?$/, '');
      if (NOT_A_PATH.test(path) || EXAMPLE_FILES.has(path) || GENERATED.test(path)) continue;
      if (!FILE.test(path) && !path.endsWith('/')) continue;
      found.push({ readme, path, line });
    }
  });
  return found;
}

const PACKAGE_SPECIFIER = /^@esk\/(contracts|scenarios)\/(.*)$/;

/** Where a README's path may stand, most local first. */
function bases(root: string, readme: string): string[] {
  const dir = dirname(readme);
  const pkg = readme.includes('/') ? (readme.split('/')[0] ?? '') : '';
  return [...new Set([dir, pkg, join(pkg, 'src'), ''])].map((base) => join(root, base));
}

/** Whether the path names something of the repository, as the README's reader would look for it. */
export function pathExists(root: string, named: NamedPath, trackedBasenames: ReadonlySet<string>): boolean {
  const specifier = PACKAGE_SPECIFIER.exec(named.path);
  const path = specifier ? `${specifier[1]}/src/${specifier[2]}` : named.path;
  if (!path.includes('/') && !path.startsWith('.')) return trackedBasenames.has(basename(path));
  return bases(root, named.readme).some((base) => {
    const candidate = normalize(join(base, path));
    return candidate.startsWith(root) && existsSync(candidate);
  });
}
