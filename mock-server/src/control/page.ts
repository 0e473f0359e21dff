/**
 * GET /__control: the control room page (the client build's second entry, control.html; its
 * script and styles are files under /assets/, so the client's strict CSP applies unchanged).
 * The page holds no secret: off loopback everything it does (the admin API, the control
 * namespace) needs the admin token, which it asks for. With CONTROL=off the route answers 404.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTROL_PATH } from '@esk/contracts/control';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/envelope';

export const CONTROL_HTML = 'control.html';

export function controlPage(app: FastifyInstance, clientDist: string, enabled: boolean): void {
  // With and without the trailing slash: '/__control/' must not fall through to the player app.
  app.get(CONTROL_PATH, serve);
  app.get(`${CONTROL_PATH}/`, serve);

  async function serve(_request: FastifyRequest, reply: FastifyReply) {
    if (!enabled) {
      return reply
        .code(404)
        .send(errorBody(404, 'The control room is off (the mock was started with CONTROL=off)'));
    }
    let html: string;
    try {
      html = await readFile(join(clientDist, CONTROL_HTML), 'utf8');
    } catch {
      return reply
        .code(404)
        .send(
          errorBody(
            404,
            'The control room is not built: run npm run build (it builds the client and the control room)',
          ),
        );
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }
}
