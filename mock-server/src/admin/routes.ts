import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import type { Simulation } from '../sim/simulation';

export function adminRoutes(app: FastifyInstance, _services: Services, sim: Simulation): void {
  app.get('/__admin/status', async () => ({
    scenario: sim.options.scenario,
    seed: sim.engine.seed,
    now: sim.clock.now(),
    running: sim.running,
    speed: sim.options.speed,
  }));
}
