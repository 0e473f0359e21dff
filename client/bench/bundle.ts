/// <reference types="node" />
/**
 * Bundle part of `npm run bench` (run by run.ts in its own process: vite build sets
 * NODE_ENV=production for the rest of the process).
 *
 * Builds the client (client/vite.config.ts) and a minimal React 19 + ReactDOM "hello" app (same
 * Vite, same react plugin) into a temp dir, serves each with a tiny static server on loopback,
 * opens a page in headless Chromium and sums the gzip -9 size of every JS response's body.
 */
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright-core';
import { build, version as viteVersion } from 'vite';
import { reportPart } from './part';

export interface FetchedJs {
  file: string;
  raw: number;
  gzip: number;
}

export interface PageJs {
  files: FetchedJs[];
  raw: number;
  gzip: number;
}

export interface BundleResult {
  viteVersion: string;
  reactVersion: string;
  signin: PageJs;
  hello: PageJs;
  /** The largest dynamic-entry (lazy) chunk of the client build, gzip -9. */
  largestLazy: { file: string; module: string; raw: number; gzip: number; lazyChunks: number };
  /** The largest chunk holding casino table code (features/casino), and how many chunks hold some. */
  largestCasino: { file: string; raw: number; gzip: number; casinoChunks: number };
}

const clientRoot = fileURLToPath(new URL('..', import.meta.url));
const requireFromClient = createRequire(join(clientRoot, 'package.json'));

const gzipSize = (data: Uint8Array | string) => gzipSync(data, { level: 9 }).length;

type BuildOutput = Awaited<ReturnType<typeof build>>;
interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

function chunksOf(output: BuildOutput): Chunk[] {
  const outputs = (Array.isArray(output) ? output : [output]) as { output?: { type: string }[] }[];
  return outputs.flatMap((o) => (o.output ?? []).filter((item): item is Chunk => item.type === 'chunk'));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** A static server for `dir` on a free loopback port; extension-less GETs fall back to index.html. */
async function serve(dir: string): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(dir, pathname));
    if (file !== dir && !file.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    const info = await stat(file).catch(() => null);
    let target: string | null = info?.isFile() ? file : null;
    if (!target && req.method === 'GET' && !extname(pathname)) target = join(dir, 'index.html');
    if (!target) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}

/** Opens `path` in a fresh context (empty cache) and sums every JS response it fetched. */
async function measurePage(
  browser: Browser,
  dir: string,
  path: string,
  readySelector: string,
): Promise<PageJs> {
  const { origin, server } = await serve(dir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (/\.m?js$/.test(url.pathname) || type.includes('javascript')) {
        if (!bodies.has(url.href)) bodies.set(url.href, response.body());
      }
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.waitForSelector(readySelector, { timeout: 10_000 });
    const files = await Promise.all(
      [...bodies].map(async ([href, body]) => {
        const data = await body;
        return { file: new URL(href).pathname.replace(/^\//, ''), raw: data.length, gzip: gzipSize(data) };
      }),
    );
    files.sort((a, b) => b.gzip - a.gzip);
    return {
      files,
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    };
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

const HELLO_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>hello</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`;

const HELLO_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>hello</h1>
  </StrictMode>,
);
`;

async function main(): Promise<BundleResult> {
  const tmp = await mkdtemp(join(tmpdir(), 'esk-client-bench-'));
  let browser: Browser | null = null;
  try {
    // The client, with its own config, into a temp outDir.
    const clientDist = join(tmp, 'client-dist');
    const clientBuild = await build({
      configFile: join(clientRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: clientDist, emptyOutDir: true },
    });
    const lazy = chunksOf(clientBuild).filter((chunk) => chunk.isDynamicEntry);
    const routes = lazy.filter((chunk) => chunk.facadeModuleId?.includes('/src/app/routes/'));
    const sized = (routes.length ? routes : lazy).map((chunk) => ({
      file: chunk.fileName,
      module: (chunk.facadeModuleId ?? '').replace(clientRoot, ''),
      raw: Buffer.byteLength(chunk.code),
      gzip: gzipSize(chunk.code),
    }));
    sized.sort((a, b) => b.gzip - a.gzip);
    const largest = sized[0];
    if (!largest) throw new Error('the client build has no lazy chunks');
    const casino = chunksOf(clientBuild)
      // The casino's English texts ship with the app's dictionary (every language table does): not table code.
      .filter((chunk) =>
        chunk.moduleIds.some((id) => id.includes('/src/features/casino/') && !id.includes('/i18n/')),
      )
      .map((chunk) => ({
        file: chunk.fileName,
        raw: Buffer.byteLength(chunk.code),
        gzip: gzipSize(chunk.code),
      }))
      .sort((a, b) => b.gzip - a.gzip);
    const largestCasino = casino[0];
    if (!largestCasino) throw new Error('no chunk holds the casino tables');

    // Baseline: React 19 + ReactDOM "hello", same Vite and react plugin. The temp dir has no
    // node_modules, so react / react-dom resolve (by alias) to the copies the client uses.
    const helloRoot = join(tmp, 'hello');
    const helloDist = join(tmp, 'hello-dist');
    await mkdir(helloRoot);
    await writeFile(join(helloRoot, 'index.html'), HELLO_HTML);
    await writeFile(join(helloRoot, 'main.tsx'), HELLO_MAIN);
    await build({
      configFile: false,
      root: helloRoot,
      logLevel: 'warn',
      plugins: [react()],
      resolve: {
        alias: {
          react: dirname(requireFromClient.resolve('react/package.json')),
          'react-dom': dirname(requireFromClient.resolve('react-dom/package.json')),
        },
      },
      build: { outDir: helloDist, emptyOutDir: true },
    });

    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const signin = await measurePage(browser, clientDist, '/signin', 'input[type="password"]');
    const hello = await measurePage(browser, helloDist, '/', 'h1');
    const reactVersion = (requireFromClient('react/package.json') as { version: string }).version;
    return {
      viteVersion,
      reactVersion,
      signin,
      hello,
      largestLazy: { ...largest, lazyChunks: sized.length },
      largestCasino: { ...largestCasino, casinoChunks: casino.length },
    };
  } finally {
    await browser?.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

reportPart(main());
