/**
 * `npm run sim -- <command>`: drive the simulator (USAGE below lists the commands).
 * Remote commands talk to a running mock; local ones (list, run) play in-process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseDuration } from '@esk/scenarios/duration';
import { ADMIN_TOKEN_HEADER } from '../admin/guard';

export const USAGE = `usage: npm run sim -- <command> [options]

  list                                  the built-in scenarios
  run <scenario> [--seed S] [--speed N] [--for 10m] [--start scenario|now|ISO] [--json]
                                        play a scenario in-process to its end (or for a while) and
                                        print what happened; --speed N plays at N x real time,
                                        without it as fast as possible
  status | reset | pause | resume | step
  load <scenario> [--seed S] [--start scenario|now|ISO] [--speed N]
  speed <factor> | advance <duration> | seek <ISO date or epoch ms>
  trigger '<action JSON>'               apply an action now, e.g. '{"type":"account.forceLogout","username":"demo"}'
  journal [--kind request|event|action] [--name prefix] [--user id] [--limit n]
  export [file]                         the journal as NDJSON (stdout without a file)
  replay <file>                         replay an exported journal and compare its events

options for remote commands:
  --url URL            the mock (default $SIM_URL or http://127.0.0.1:8080)
  --admin-token TOKEN  sent as ${ADMIN_TOKEN_HEADER} (default $SIM_ADMIN_TOKEN); needed when the mock
                       listens off loopback (docker compose): it prints the token at start-up
  -h, --help           this text
`;

const OPTIONS = {
  seed: { type: 'string' },
  speed: { type: 'string' },
  for: { type: 'string' },
  start: { type: 'string' },
  json: { type: 'boolean' },
  kind: { type: 'string' },
  name: { type: 'string' },
  user: { type: 'string' },
  limit: { type: 'string' },
  url: { type: 'string' },
  'admin-token': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function commandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // An unknown or malformed option: say which, show the usage, no stack trace.
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
}

const { values: flags, positionals } = commandLine();

const baseUrl = flags.url ?? process.env.SIM_URL ?? 'http://127.0.0.1:8080';
const adminToken = flags['admin-token'] ?? process.env.SIM_ADMIN_TOKEN;
const [command, ...args] = positionals;

async function remote(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(adminToken ? { [ADMIN_TOKEN_HEADER]: adminToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error(`no simulator at ${baseUrl} (start it with npm start, or pass --url)`);
  }
  const text = await response.text();
  const parsed = text.startsWith('{') ? (JSON.parse(text) as unknown) : text;
  if (!response.ok) {
    const message = (parsed as { message?: string }).message ?? text;
    throw new Error(`${response.status}: ${message}`);
  }
  return parsed;
}

const clock = (body: Record<string, unknown>) => remote('POST', '/__admin/clock', body);
const print = (value: unknown) =>
  console.log(typeof value === 'string' ? value : JSON.stringify(value, null, 2));

async function main(): Promise<void> {
  if (flags.help || command === 'help' || command === undefined) {
    console.log(USAGE);
    return;
  }
  switch (command) {
    case 'list': {
      // Local commands load the simulation only when used, so remote ones start fast.
      const { listScenarios } = await import('../sim/engine-bridge');
      for (const scenario of listScenarios())
        console.log(`${scenario.name.padEnd(20)} ${scenario.title}: ${scenario.description}`);
      return;
    }
    case 'run': {
      const name = args[0];
      if (!name) throw new Error('usage: run <scenario> [--seed S] [--speed N] [--for 10m]');
      const { runHeadless } = await import('../sim/headless');
      const summary = await runHeadless({
        scenario: name,
        seed: flags.seed,
        startAt: flags.start ?? 'scenario',
        speed: flags.speed ? Number(flags.speed) : undefined,
        forMs: flags.for ? parseDuration(flags.for) : undefined,
        log: flags.json ? undefined : (line) => console.log(line),
      });
      if (flags.json) print(summary);
      return;
    }
    case 'status':
      return print(await remote('GET', '/__admin/status'));
    case 'reset':
      return print(await remote('POST', '/__admin/reset', {}));
    case 'load':
      return print(
        await remote('POST', '/__admin/scenarios/load', {
          name: args[0],
          ...(flags.seed ? { seed: flags.seed } : {}),
          ...(flags.start ? { startAt: flags.start } : {}),
          ...(flags.speed ? { speed: Number(flags.speed) } : {}),
        }),
      );
    case 'pause':
    case 'resume':
    case 'step':
      return print(await clock({ command }));
    case 'speed':
      return print(await clock({ command, speed: Number(args[0]) }));
    case 'advance':
      return print(await clock({ command, ms: parseDuration(args[0] ?? '') }));
    case 'seek': {
      const to = /^\d+$/.test(args[0] ?? '') ? Number(args[0]) : Date.parse(args[0] ?? '');
      return print(await clock({ command, to }));
    }
    case 'trigger':
      return print(await remote('POST', '/__admin/actions', JSON.parse(args[0] ?? '{}')));
    case 'journal': {
      const query = new URLSearchParams();
      if (flags.kind) query.set('kind', flags.kind);
      if (flags.name) query.set('name', flags.name);
      if (flags.user) query.set('userId', flags.user);
      query.set('limit', flags.limit ?? '100');
      return print(await remote('GET', `/__admin/journal?${query}`));
    }
    case 'export': {
      const text = String(await remote('GET', '/__admin/journal/export'));
      if (args[0]) {
        writeFileSync(args[0], text);
        console.log(`wrote ${text.split('\n').length - 2} entries to ${args[0]}`);
      } else process.stdout.write(text);
      return;
    }
    case 'replay': {
      const [headerLine, ...lines] = readFileSync(args[0] ?? '', 'utf8')
        .trim()
        .split('\n');
      const header = JSON.parse(headerLine ?? '{}') as { scenario: string; seed: string; startAt: number };
      return print(
        await remote('POST', '/__admin/journal/replay', {
          ...header,
          entries: lines.map((line) => JSON.parse(line)),
        }),
      );
    }
    default:
      console.error(`unknown command '${command}'\n\n${USAGE}`);
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
