/**
 * The video page's script, bundled with what it imports (the scene, the contracts' hand
 * reading, socket.io's client) by esbuild on first use and kept in memory: the mock runs from
 * source, with no build step of its own.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

let bundled: Promise<string> | undefined;

export function videoScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./video.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => {
    const [file] = result.outputFiles;
    if (!file) throw new Error('esbuild wrote no video script');
    return file.text;
  });
  // A failed build is tried again on the next request instead of failing forever.
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
}
