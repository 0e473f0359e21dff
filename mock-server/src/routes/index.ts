import type { FastifyInstance } from 'fastify';
import { type AdminOptions, adminRoutes } from '../admin/routes';
import { pageAssetRoutes } from '../pages/assets';
import { rulesImageRoutes } from '../pages/rules-image';
import type { Services } from '../services';
import type { Simulation } from '../sim/simulation';
import { aviatorRoutes } from './aviator';
import { casinoRoutes } from './casino';
import { intCasinoRoutes } from './int-casino';
import { matkaRoutes } from './matka';
import { sportsRoutes } from './sports';
import { userRoutes } from './user';
import { websiteRoutes } from './website';

export function registerRoutes(
  app: FastifyInstance,
  services: Services,
  sim: Simulation,
  admin: AdminOptions,
): void {
  app.get('/healthz', async () => ({
    ok: true,
    scenario: sim.scenarioName,
    now: new Date(sim.clock.now()).toISOString(),
    running: sim.running,
  }));
  userRoutes(app, services);
  websiteRoutes(app, services);
  matkaRoutes(app, services);
  sportsRoutes(app, services);
  casinoRoutes(app, services);
  intCasinoRoutes(app, services);
  aviatorRoutes(app, services);
  pageAssetRoutes(app);
  rulesImageRoutes(app);
  adminRoutes(app, services, sim, admin);
}
