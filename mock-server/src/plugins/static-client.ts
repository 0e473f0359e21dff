/** The built client at / (when built): its files, and index.html for every other GET that is not the API. */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/envelope';
import { isServerSurface, surfaceOf } from '../http/surface';

export async function staticClient(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, { root, wildcard: false });
  app.get('/*', (request, reply) => {
    if (isServerSurface(surfaceOf(request).surface)) return reply.code(404).send(errorBody(404, 'Not found'));
    return reply.sendFile('index.html');
  });
}
