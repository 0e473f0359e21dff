/**
 * Security headers on every answer: nosniff and a referrer policy everywhere; a strict
 * Content-Security-Policy on every HTML page. Two policies:
 *
 * - The client (the built SPA served at /): scripts and styles from this origin only (the
 *   build emits files; React sets inline styles through the CSSOM, which style-src does not
 *   block), API and socket connections to this origin and the public URL (ws: too), frames
 *   from this origin, the public URL and FRAME_ORIGINS, images from data: URLs, and
 *   blob: workers for Pixi.js (the aviator stage decodes textures in a blob: worker, which
 *   first fetches a data: PNG). No 'unsafe-eval': the client sets zod jitless, and Pixi.js
 *   needs `import 'pixi.js/unsafe-eval'` in the module that creates the stage.
 * - The mock's own pages (score board, TV placeholder, casino video, provider games):
 *   sandboxed into an opaque origin (they are served on the client's origin, where the
 *   session token lives), scripts and styles from this origin only, API and socket
 *   connections to this origin (the casino video joins its table's room), framed only by
 *   this origin and the allowed client origins.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isMockPage, surfaceOf } from '../http/surface';

export interface SecurityHeadersOptions {
  /** Origins allowed to call the API cross-origin (they may frame the mock's pages). */
  origins: () => readonly string[];
  /** Where clients reach this server (its socket and frame URLs point here). */
  publicUrl: () => string;
  /** Other origins the client may frame (casino providers, score feeds). */
  frameOrigins: readonly string[];
}

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

const websocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

export function clientPolicy(options: SecurityHeadersOptions): string {
  const publicOrigin = new URL(options.publicUrl()).origin;
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // data: for Pixi.js's worker, which checks ImageBitmap support by fetching a data: PNG.
    'connect-src': ["'self'", publicOrigin, websocketOrigin(publicOrigin), 'data:'],
    'frame-src': ["'self'", publicOrigin, ...options.frameOrigins],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

export function mockPagePolicy(options: SecurityHeadersOptions): string {
  const publicOrigin = new URL(options.publicUrl()).origin;
  return policy({
    'default-src': ["'none'"],
    'script-src': ["'self'", publicOrigin],
    'style-src': ["'self'", publicOrigin],
    'img-src': ["'self'", 'data:'],
    // ws: for the casino video, which joins its table's room on this server's socket.
    'connect-src': ["'self'", publicOrigin, websocketOrigin(publicOrigin)],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'", publicOrigin, ...options.origins()],
    sandbox: ['allow-scripts'],
  });
}

export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'no-referrer');
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        const page = isMockPage(surfaceOf(request).surface);
        reply.header('content-security-policy', page ? mockPagePolicy(options) : clientPolicy(options));
        if (!page) reply.header('x-frame-options', 'SAMEORIGIN');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
