/**
 * The mock pages' stylesheets and scripts under /pages/: files, so the pages need no
 * inline style or script under their CSP.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/envelope';
import { videoScript } from './casino-video/bundle';
import { SCORE_CSS, SCORE_JS } from './score-assets';

/** The casino provider's page assets are plain files (provider/), read once: linted and formatted as code. */
const providerFile = (name: string) => readFileSync(new URL(`./provider/${name}`, import.meta.url), 'utf8');
const videoFile = (name: string) => readFileSync(new URL(`./casino-video/${name}`, import.meta.url), 'utf8');

/** The placeholder card of the TV and provider game pages. */
const PAGE_CSS = `
html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#fff}
.placeholder{height:100vh;display:grid;place-items:center;text-align:center;padding:0 16px;box-sizing:border-box}
.placeholder h1{font-size:1.4rem;margin:.4em 0}
.placeholder p{opacity:.85}
.match{background:#0b1f33}
.game{background:#102a43}
`;

const ASSETS: Record<string, { type: string; text: string }> = {
  'page.css': { type: 'text/css; charset=utf-8', text: PAGE_CSS },
  'score.css': { type: 'text/css; charset=utf-8', text: SCORE_CSS },
  'score.js': { type: 'text/javascript; charset=utf-8', text: SCORE_JS },
  'provider.css': { type: 'text/css; charset=utf-8', text: providerFile('provider.css') },
  'provider.js': { type: 'text/javascript; charset=utf-8', text: providerFile('provider.js') },
  'casino-video.css': { type: 'text/css; charset=utf-8', text: videoFile('video.css') },
};

/** Scripts bundled from TypeScript on first use (casino-video/bundle.ts). */
const BUNDLED: Record<string, () => Promise<string>> = { 'casino-video.js': videoScript };

export function pageAssetRoutes(app: FastifyInstance): void {
  app.get('/pages/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const bundle = Object.hasOwn(BUNDLED, file) ? BUNDLED[file] : undefined;
    if (bundle) {
      const text = await bundle().catch((error: unknown) => {
        request.log.error({ err: error }, `page script ${file} could not be bundled`);
        return undefined;
      });
      if (text === undefined)
        return reply.code(503).send(errorBody(503, `Page script ${file} is not available`));
      return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(text);
    }
    const asset = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!asset) return reply.code(404).send(errorBody(404, `No page asset ${file}`));
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.text);
  });
}
