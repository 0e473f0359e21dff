/**
 * Starts the mock exchange: listens, prints the seeded credentials, shuts down cleanly.
 */
import { formatIst } from '@esk/contracts/dates';
import { buildApp } from './app';
import { loadConfig, publicUrl } from './config';

const config = loadConfig();
const { app, sim, adminToken } = await buildApp(config).catch((error: unknown) => {
  // A scenario file that does not load or validate: its message names the file and the field.
  console.error(`\n  ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

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
    `  Mock exchange on ${url}  (scenario '${sim.scenarioName}', seed '${sim.engine.seed}', speed ${config.SPEED}x)`,
    ...(sim.options.scenario.source.kind === 'file'
      ? [`  Scenario file ${sim.options.scenario.source.path}`]
      : []),
    sim.engine.endsAt === undefined
      ? '  Endless scenario'
      : `  The clock ${config.KEEP_RUNNING ? 'runs on past' : 'pauses at'} the scenario's end (${formatIst(sim.engine.endsAt, 'YYYY-MM-DD HH:mm:ss')} +05:30; KEEP_RUNNING=${config.KEEP_RUNNING ? 1 : 0})`,
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
