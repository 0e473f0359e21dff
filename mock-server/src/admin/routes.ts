/**
 * /__admin/: the simulator control API (contracts/src/http/admin.ts). Scenarios, the
 * clock, triggering actions now, the journal and its replay.
 */
import { calls } from '@esk/contracts';
import { describeIssues } from '@esk/contracts/issues';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { BadRequest } from '../exchange/errors';
import { registerRawCall } from '../http/call-route';
import type { Services } from '../services';
import { listScenarios } from '../sim/engine-bridge';
import type { ReplayInput, ReplayResult } from '../sim/replay';
import type { Simulation } from '../sim/simulation';

const admin = calls.admin;

/** The largest exported journal /__admin/journal/replay takes (bytes). */
export const REPLAY_BODY_LIMIT = 64 * 1024 * 1024;

export function simStatus(sim: Simulation) {
  return {
    scenario: sim.options.scenario,
    seed: sim.engine.seed,
    now: sim.clock.now(),
    startedAt: sim.engine.startedAt,
    endsAt: sim.engine.endsAt ?? null,
    running: sim.running,
    speed: sim.options.speed,
    journalSize: sim.journal.size,
  };
}

/** Runs a simulator command, turning its validation and rule errors into a 400 naming the problem. */
function guarded<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ZodError) throw new BadRequest(describeIssues(error));
    if (error instanceof BadRequest) throw error;
    throw new BadRequest(error instanceof Error ? error.message : String(error));
  }
}

export interface AdminOptions {
  /** Replays an exported journal in a fresh server (app.ts passes sim/replay.ts with its app builder). */
  replay: (input: ReplayInput) => Promise<ReplayResult>;
}

export function adminRoutes(
  app: FastifyInstance,
  services: Services,
  sim: Simulation,
  { replay }: AdminOptions,
): void {
  registerRawCall(app, services, admin.status, () => simStatus(sim));

  registerRawCall(app, services, admin.scenarios, () => ({ scenarios: listScenarios() }));

  registerRawCall(app, services, admin.load, ({ body }) =>
    guarded(() => {
      sim.load({
        scenario: body.name,
        ...(body.seed !== undefined ? { seed: body.seed } : {}),
        ...(body.startAt !== undefined ? { startAt: body.startAt } : {}),
        ...(body.speed !== undefined ? { speed: body.speed } : {}),
      });
      return simStatus(sim);
    }),
  );

  registerRawCall(app, services, admin.reset, () =>
    guarded(() => {
      sim.reset();
      return simStatus(sim);
    }),
  );

  registerRawCall(app, services, admin.clock, ({ body }) =>
    guarded(() => {
      switch (body.command) {
        case 'pause':
          sim.pause();
          break;
        case 'resume':
          sim.resume();
          break;
        case 'speed':
          sim.setSpeed(body.speed);
          break;
        case 'step':
          sim.step();
          break;
        case 'advance':
          sim.advance(body.ms);
          break;
        case 'seek':
          sim.seek(body.to);
          break;
      }
      return simStatus(sim);
    }),
  );

  registerRawCall(app, services, admin.trigger, ({ body }) =>
    guarded(() => ({ applied: sim.trigger(body), at: sim.clock.now() })),
  );

  registerRawCall(app, services, admin.journal, ({ body }) => ({ entries: sim.journal.query(body) }));

  app.get('/__admin/journal/export', async (_request, reply) => {
    const header = { scenario: sim.options.scenario, seed: sim.engine.seed, startAt: sim.engine.startedAt };
    const lines = [JSON.stringify(header), ...sim.journal.lines()];
    reply.type('application/x-ndjson').send(`${lines.join('\n')}\n`);
  });

  // An export of a busy scenario runs to megabytes (every push of every table, bounded bodies):
  // far past the API's 256 KB body limit, which is for client calls.
  registerRawCall(
    app,
    services,
    admin.replay,
    async ({ body }) => {
      try {
        return await replay(body);
      } catch (error) {
        throw new BadRequest(error instanceof Error ? error.message : String(error));
      }
    },
    { bodyLimit: REPLAY_BODY_LIMIT },
  );
}
