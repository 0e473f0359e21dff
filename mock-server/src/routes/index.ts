import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '../admin/routes';
import type { Services } from '../services';
import type { Simulation } from '../sim/simulation';
import { userRoutes } from './user';
import { websiteRoutes } from './website';

export function registerRoutes(app: FastifyInstance, services: Services, sim: Simulation): void {
  userRoutes(app, services);
  websiteRoutes(app, services);
  adminRoutes(app, services, sim);
}
