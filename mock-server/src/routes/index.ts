import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '../admin/routes';
import type { Services } from '../services';
import type { Simulation } from '../sim/simulation';
import { aviatorRoutes } from './aviator';
import { casinoRoutes } from './casino';
import { matkaRoutes } from './matka';
import { sportsRoutes } from './sports';
import { userRoutes } from './user';
import { websiteRoutes } from './website';

export function registerRoutes(app: FastifyInstance, services: Services, sim: Simulation): void {
  userRoutes(app, services);
  websiteRoutes(app, services);
  matkaRoutes(app, services);
  sportsRoutes(app, services);
  casinoRoutes(app, services);
  aviatorRoutes(app, services);
  adminRoutes(app, services, sim);
}
