#!/usr/bin/env node
/**
 * `node mock-server/scripts/run.mjs <entry.ts> [args]`: runs one of the mock's TypeScript entry points
 * (the sim CLI, the drift CLI, the server) from a bundle kept in its package's node_modules/.cache/esk-run, rebuilt
 * whenever one of its sources changed.
 *
 * Why not tsx: under tsx every start pays ~1.5 CPU-seconds of loader work (its hooks thread, a resolve
 * and a cache lookup per module) before the first line runs, and `npm run sim` is started a lot: by
 * people, by CI scripts and ~80 times by the README test. A cached bundle starts in a third of that.
 * Only our workspace packages (@esk/*) are bundled; node_modules stay external. `import.meta.url`
 * keeps naming each source file, so code that reads files beside itself works unchanged; a TypeScript
 * scenario file given at run time still loads through tsx (scenario-file.ts falls back to tsImport).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const self = fileURLToPath(import.meta.url);

const [entryArg] = process.argv.splice(2, 1);
if (!entryArg) {
  process.stderr.write('usage: node mock-server/scripts/run.mjs <entry.ts> [args]\n');
  process.exit(2);
}
const entry = resolve(entryArg);
const name = relative(root, entry).replace(/[^\w.-]+/g, '_');

/** The entry's package: the bundle lives in its node_modules, so the package's own dependencies resolve. */
function packageOf(file) {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return root;
}
const cache = join(packageOf(entry), 'node_modules/.cache/esk-run');
const manifestFile = join(cache, `${name}.json`);

/** What the bundle was built from: each input's size and mtime, and this script's. */
function stamp(inputs) {
  const hash = createHash('sha256');
  for (const file of [self, ...inputs]) {
    try {
      const { size, mtimeMs } = statSync(resolve(root, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    } catch {
      hash.update(`${file}\0missing\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** import.meta.url of each bundled source stays that source's own URL. */
const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Bundles our packages; every other bare import stays a runtime import from node_modules. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@esk/') ? undefined : { external: true },
    );
  },
};

async function rebuild() {
  const { build } = await import('esbuild');
  mkdirSync(cache, { recursive: true });
  const staging = join(cache, `${name}.${process.pid}.tmp`);
  const result = await build({
    entryPoints: [entry],
    // The metafile names inputs relative to this directory: the stamp reads them from the same one,
    // whatever directory the command runs in (npm runs workspace scripts in the package's own).
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: staging,
    metafile: true,
    logLevel: 'error',
    plugins: [externalDependencies, keepImportMetaUrl],
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) => relative(root, resolve(root, input)));
  const id = stamp(inputs);
  const target = join(cache, `${name}.${id}`);
  try {
    renameSync(staging, target);
  } catch {
    // Another process built the same sources first: use its copy.
    rmSync(staging, { recursive: true, force: true });
  }
  writeFileSync(manifestFile, JSON.stringify({ id, inputs }));
  // Older builds go once nobody can still be running them (a server loads chunks lazily).
  const dayAgo = Date.now() - 86_400_000;
  for (const old of readdirSync(cache)) {
    const path = join(cache, old);
    if (
      old.startsWith(`${name}.`) &&
      !old.endsWith('.json') &&
      path !== target &&
      statSync(path).mtimeMs < dayAgo
    ) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  return target;
}

async function bundleDir() {
  const manifest = readManifest();
  if (manifest && stamp(manifest.inputs) === manifest.id) {
    const dir = join(cache, `${name}.${manifest.id}`);
    if (existsSync(dir)) return dir;
  }
  return rebuild();
}

const dir = await bundleDir();
const output = entry.replace(/^.*[\\/]/, '').replace(/\.[cm]?tsx?$/, '.js');
await import(pathToFileURL(join(dir, output)).href);
