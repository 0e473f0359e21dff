/**
 * Starts the mock exchange: listens, prints the seeded credentials, shuts down cleanly.
 */
import { formatIst } from '@esk/contracts/dates';
import { buildApp } from './app';
import { loadConfig, publicUrl } from './config';

const config = loadConfig();
const { app, sim, adminToken } = await buildApp(config);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const url = publicUrl(config, config.PORT);
const users = sim.exchange.accounts.all();
const { pastFrom, startedAt } = sim.engine;
const past =
  pastFrom === undefined
    ? []
    : [
        `  History: ${formatIst(pastFrom, 'DD MMM HH:mm')} to ${formatIst(startedAt, 'DD MMM HH:mm')} (+05:30) played through the exchange (HISTORY=off skips it)`,
      ];
console.log(
  [
    '',
    `  Mock exchange on ${url}  (scenario '${sim.options.scenario}', seed '${sim.engine.seed}', speed ${config.SPEED}x)`,
    `  Admin API ${url}/__admin/   OpenAPI: contracts/src/docs/openapi.json`,
    ...past,
    ...(adminToken
      ? [`  Admin token (send it as X-Admin-Token; npm run sim reads SIM_ADMIN_TOKEN): ${adminToken}`]
      : []),
    '  Users (username / password / type):',
    ...users.map(
      (user) =>
        `    ${user.username.toLowerCase().padEnd(12)} ${(sim.engine.passwordOf(user.username) ?? '?').padEnd(14)} ${user.userType}`,
    ),
    '',
  ].join('\n'),
);
