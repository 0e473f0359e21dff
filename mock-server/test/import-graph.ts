/**
 * The repository's import graph, read with the TypeScript compiler API: every import, export-from
 * and `import()` of every package's source, resolved as tsc resolves it (each package's tsconfig,
 * the workspaces' `exports`, the client's `@/` paths). A library such as dependency-cruiser would
 * bring its own resolver and some twenty packages for what these hundred lines do with the compiler
 * the repo already type-checks with, and which resolves exactly as the type check does.
 */
import { readdirSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The workspaces whose source is read, each with the folders that hold it. */
export const PACKAGES = {
  contracts: ['src', 'test'],
  scenarios: ['src'],
  'mock-server': ['src', 'test', 'bench'],
  client: ['src', 'bench'],
  e2e: ['tests', 'fixtures', 'pages'],
  qa: ['.'],
} as const;
export type PackageName = keyof typeof PACKAGES;

export interface ImportEdge {
  /** Repo-relative paths with '/' separators. */
  from: string;
  to: string;
  /** `import type` / `export type` (erased when compiled). */
  typeOnly: boolean;
  /** `import()`: loaded when it runs, not when the importer loads. */
  dynamic: boolean;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'artifacts', 'docs']);

function sourceFiles(dir: string, recurse: boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (recurse && !SKIPPED_DIRS.has(entry.name)) found.push(...sourceFiles(path, true));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const repoPath = (absolute: string) => relative(ROOT, absolute).split(sep).join('/');

/** Every source file of the packages (repo-relative). */
export function repoSourceFiles(): string[] {
  return (Object.entries(PACKAGES) as [PackageName, readonly string[]][]).flatMap(([pkg, dirs]) =>
    dirs.flatMap((dir) => sourceFiles(join(ROOT, pkg, dir), dir !== '.').map(repoPath)),
  );
}

/** The module specifiers a file names, with whether each is type-only or dynamic. */
function specifiersOf(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: { specifier: string; typeOnly: boolean; dynamic: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal))
        found.push({ specifier: literal.text, typeOnly: true, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function compilerOptionsOf(pkg: PackageName): ts.CompilerOptions {
  const configPath = join(ROOT, pkg, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  return parsed.options;
}

/** Every edge between two of the repo's own source files (imports of libraries are left out). */
export function importGraph(): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [pkg, dirs] of Object.entries(PACKAGES) as [PackageName, readonly string[]][]) {
    const options = compilerOptionsOf(pkg);
    const host = ts.createCompilerHost(options);
    const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
    for (const dir of dirs) {
      for (const file of sourceFiles(join(ROOT, pkg, dir), dir !== '.')) {
        const text = ts.sys.readFile(file) ?? '';
        for (const { specifier, typeOnly, dynamic } of specifiersOf(file, text)) {
          const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule;
          if (!resolved || resolved.resolvedFileName.endsWith('.d.ts')) continue;
          const target = realpathSync(resolved.resolvedFileName);
          if (!target.startsWith(ROOT) || target.includes(`${sep}node_modules${sep}`)) continue;
          edges.push({ from: repoPath(file), to: repoPath(target), typeOnly, dynamic });
        }
      }
    }
  }
  return edges;
}

/** The package a repo-relative path belongs to. */
export const packageOf = (path: string): string => path.slice(0, path.indexOf('/'));

/**
 * The import cycles (Tarjan's strongly connected components): each cycle as its files, sorted.
 * Type-only and `import()` edges count: they still tie the two modules together.
 */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (edge.from === edge.to) continue;
    const targets = next.get(edge.from) ?? new Set<string>();
    targets.add(edge.to);
    next.set(edge.from, targets);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return cycles;
}
