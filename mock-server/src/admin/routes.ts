/**
 * /__admin/: the simulator control API (contracts/src/http/admin.ts). Scenarios (built-in
 * by name, or a definition a scenario file exports), the clock, triggering actions now
 * and what the script does next (schedule); the journal, its export and replay are in journal-routes.ts.
 */
import { calls } from '@esk/contracts';
import { describeIssues } from '@esk/contracts/issues';
import { loadScenario, parseScenario, startAtFor, UnknownScenarioError } from '@esk/scenarios';
import { isScenarioPath, type ResolvedScenario } from '@esk/scenarios/scenario-file';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { BadRequest } from '../exchange/errors';
import { registerRawCall } from '../http/call-route';
import type { Services } from '../services';
import { listScenarios, resolveStart, StartAtError } from '../sim/engine-bridge';
import { scheduleInSlices } from '../sim/schedule';
import type { Simulation } from '../sim/simulation';
import { type JournalRouteOptions, journalRoutes } from './journal-routes';

const admin = calls.admin;

export function simStatus(sim: Simulation) {
  const { source } = sim.options.scenario;
  return {
    scenario: sim.scenarioName,
    source: source.kind,
    file: source.kind === 'file' ? source.path : null,
    seed: sim.engine.seed,
    now: sim.clock.now(),
    startedAt: sim.engine.startedAt,
    endsAt: sim.engine.endsAt ?? null,
    running: sim.running,
    ended: sim.ended,
    keepRunning: sim.options.keepRunning ?? false,
    speed: sim.options.speed,
    journal: sim.journal.stats(),
  };
}

/** Runs a simulator command, turning its validation and rule errors into a 400 naming the problem. */
export function guarded<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ZodError) throw new BadRequest(describeIssues(error));
    if (error instanceof BadRequest) throw error;
    throw new BadRequest(error instanceof Error ? error.message : String(error));
  }
}

/** guarded() for a command that awaits. */
export async function guardedAsync<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    return guarded(() => {
      throw error;
    });
  }
}

/** What `load` plays: a built-in by name, or a definition (validated like a built-in one). */
function scenarioToLoad(body: {
  name?: string | undefined;
  scenario?: unknown;
  file?: string | undefined;
}): ResolvedScenario {
  if (body.scenario !== undefined) {
    const source = body.file ? { kind: 'file' as const, path: body.file } : { kind: 'inline' as const };
    return { scenario: parseScenario(body.scenario), source };
  }
  const name = body.name ?? '';
  if (isScenarioPath(name)) {
    // The server never reads (or runs) a file named over HTTP: the CLI reads it and sends its definition.
    throw new BadRequest(
      `name: '${name}' is a file; load it with npm run sim -- load ${name} (which reads it and sends its definition as 'scenario')`,
    );
  }
  try {
    return { scenario: loadScenario(name), source: { kind: 'built-in' } };
  } catch (error) {
    if (error instanceof UnknownScenarioError) throw new BadRequest(`name: ${error.message}`);
    throw error;
  }
}

/** A load's startAt, checked before anything is built (the running world stays either way). */
function checkStartAt(startAt: string | undefined, scenario: ResolvedScenario): void {
  if (startAt === undefined) return;
  try {
    resolveStart(startAt, startAtFor(scenario.scenario));
  } catch (error) {
    if (error instanceof StartAtError) throw new BadRequest(`startAt: ${error.message}`);
    throw error;
  }
}

export type AdminOptions = JournalRouteOptions;

export function adminRoutes(
  app: FastifyInstance,
  services: Services,
  sim: Simulation,
  options: AdminOptions,
): void {
  registerRawCall(app, services, admin.status, () => simStatus(sim));

  registerRawCall(app, services, admin.scenarios, () => ({ scenarios: listScenarios() }));

  // The new run is built before the current one is let go (Simulation.load): a refused load changes nothing.
  registerRawCall(app, services, admin.load, ({ body }) =>
    guarded(() => {
      const scenario = scenarioToLoad(body);
      checkStartAt(body.startAt, scenario);
      sim.load(
        {
          scenario,
          ...(body.seed !== undefined ? { seed: body.seed } : {}),
          ...(body.startAt !== undefined ? { startAt: body.startAt } : {}),
          ...(body.speed !== undefined ? { speed: body.speed } : {}),
          ...(body.keepRunning !== undefined ? { keepRunning: body.keepRunning } : {}),
        },
        { paused: body.paused ?? false },
      );
      return simStatus(sim);
    }),
  );

  registerRawCall(app, services, admin.reset, ({ body }) =>
    guarded(() => {
      sim.reset({ paused: body.paused ?? false });
      return simStatus(sim);
    }),
  );

  // A seek or advance far ahead runs in slices (sim.seekInSlices): players keep being answered meanwhile.
  registerRawCall(app, services, admin.clock, ({ body }) =>
    guardedAsync(async () => {
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
          await sim.seekInSlices(sim.clock.now() + body.ms);
          break;
        case 'seek':
          await sim.seekInSlices(body.to);
          break;
      }
      return simStatus(sim);
    }),
  );

  registerRawCall(app, services, admin.trigger, ({ body }) =>
    guarded(() => ({ applied: sim.trigger(body), at: sim.clock.now() })),
  );

  // A long window is run ahead in slices: players keep being answered meanwhile.
  registerRawCall(app, services, admin.schedule, ({ body }) =>
    scheduleInSlices(
      {
        get lookAhead() {
          return sim.lookAhead;
        },
        now: () => sim.clock.now(),
      },
      { windowMs: body.window, perArea: body.perArea },
    ),
  );

  journalRoutes(app, services, sim, options);
}
