/**
 * `npm run sim -- <command>`: drive the simulator (usage.ts lists the commands). Remote
 * commands talk to a running mock through the admin API; local ones (list, run, digest)
 * work in-process. Errors are one line on stderr and a non-zero exit code, never a stack.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { calls, type WireRequestOf } from '@esk/contracts';
import { adminClient, exportJournal, replayFile, stdoutSink } from './remote';
import { USAGE } from './usage';

export { USAGE };

const OPTIONS = {
  seed: { type: 'string' },
  speed: { type: 'string' },
  for: { type: 'string' },
  start: { type: 'string' },
  json: { type: 'boolean' },
  timeline: { type: 'boolean' },
  all: { type: 'boolean' },
  kind: { type: 'string' },
  name: { type: 'string' },
  user: { type: 'string' },
  limit: { type: 'string' },
  'keep-running': { type: 'boolean' },
  url: { type: 'string' },
  'admin-token': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A mistake in how the command was typed: said with the usage, exit 2. */
class UsageError extends Error {}

function commandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // An unknown or malformed option: say which, show the usage, no stack trace.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
}

// `npm run sim -- export | head`: a reader that stops early is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const { values: flags, positionals } = commandLine();
const [command, ...args] = positionals;
const admin = adminClient({
  baseUrl: flags.url ?? (process.env.SIM_URL || 'http://127.0.0.1:8080'),
  adminToken: flags['admin-token'] ?? (process.env.SIM_ADMIN_TOKEN || undefined),
});

function print(value: unknown): void {
  process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value, null, 2)}\n`);
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`${command} needs ${what}`);
  return value;
}

function number(value: string, what: string): number;
function number(value: string | undefined, what: string): number | undefined;
function number(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new UsageError(`${what} must be a number, got '${value}'`);
  return parsed;
}

/** A file argument, relative to where the user ran npm (npm run moves into mock-server/). */
function fileArgument(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

function existingFile(path: string | undefined, what: string): string {
  const file = fileArgument(required(path, what));
  if (!existsSync(file)) throw new Error(`${file}: no such file`);
  return file;
}

type ClockCommand = WireRequestOf<typeof calls.admin.clock>;
const clock = (body: ClockCommand) => admin.call(calls.admin.clock, body);

async function load(reference: string) {
  const { isScenarioPath, loadScenarioFile } = await import('@esk/scenarios/scenario-file');
  // A file is read and validated here (its errors name the file and field) and sent as a definition.
  let target: { name: string } | { scenario: Record<string, unknown>; file?: string } = { name: reference };
  if (isScenarioPath(reference)) {
    const { scenario, source } = await loadScenarioFile(reference);
    target = {
      scenario: scenario as unknown as Record<string, unknown>,
      ...(source.kind === 'file' ? { file: source.path } : {}),
    };
  }
  return admin.call(calls.admin.load, {
    ...target,
    ...(flags.seed ? { seed: flags.seed } : {}),
    ...(flags.start ? { startAt: flags.start } : {}),
    ...(flags.speed ? { speed: number(flags.speed, '--speed') } : {}),
    ...(flags['keep-running'] ? { keepRunning: true } : {}),
  });
}

/** Milliseconds of '90s', '5m' (zod and the rest load only for the commands that need them). */
async function milliseconds(text: string): Promise<number> {
  const { parseDuration } = await import('@esk/scenarios/duration');
  try {
    return parseDuration(text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function run(reference: string) {
  const { runHeadless } = await import('../sim/headless');
  const summary = await runHeadless({
    scenario: reference,
    seed: flags.seed,
    startAt: flags.start ?? 'scenario',
    speed: number(flags.speed, '--speed'),
    forMs: flags.for ? await milliseconds(flags.for) : undefined,
    log: flags.json ? undefined : (line) => print(line),
    ...(flags.timeline || flags.all || flags.name
      ? { timeline: { all: flags.all ?? false, ...(flags.name ? { name: flags.name } : {}) } }
      : {}),
  });
  if (flags.json) print(summary);
}

async function digest(file: string) {
  const { digestOfExport } = await import('../sim/digest-file');
  const result = await digestOfExport(file);
  print(`digest ${result.digest}  (${result.actions} actions + ${result.events} socket events)`);
}

async function main(): Promise<void> {
  if (flags.help || command === 'help' || command === undefined) {
    process.stdout.write(USAGE);
    return;
  }
  switch (command) {
    case 'list': {
      // Local commands load the simulation only when used, so remote ones start fast.
      const { listScenarios } = await import('../sim/engine-bridge');
      for (const scenario of listScenarios())
        print(`${scenario.name.padEnd(20)} ${scenario.title}: ${scenario.description}`);
      return;
    }
    case 'run':
      return run(required(args[0], 'a scenario: run <name or ./file.ts>'));
    case 'digest':
      return digest(existingFile(args[0], 'an exported journal: digest <file>'));
    case 'status':
      return print(await admin.call(calls.admin.status, {}));
    case 'reset':
      return print(await admin.call(calls.admin.reset, {}));
    case 'load':
      return print(await load(required(args[0], 'a scenario: load <name or ./file.ts>')));
    case 'pause':
    case 'resume':
    case 'step':
      return print(await clock({ command }));
    case 'speed':
      return print(await clock({ command, speed: number(required(args[0], 'a factor'), 'speed') }));
    case 'advance':
      return print(await clock({ command, ms: await milliseconds(required(args[0], "a duration: '90s'")) }));
    case 'seek': {
      const to = required(args[0], 'an ISO date or epoch ms');
      const ms = /^\d+$/.test(to) ? Number(to) : Date.parse(to);
      if (Number.isNaN(ms)) throw new UsageError(`seek: '${to}' is not an ISO date or epoch ms`);
      return print(await clock({ command, to: ms }));
    }
    case 'trigger': {
      const text = required(args[0], 'an action as JSON: trigger \'{"type":...}\'');
      let action: WireRequestOf<typeof calls.admin.trigger>;
      try {
        action = JSON.parse(text);
      } catch (error) {
        throw new UsageError(`trigger: the action is not JSON (${(error as Error).message})`);
      }
      // Checked by the action's schema here: a mistyped field is named before anything is sent.
      return print(await admin.call(calls.admin.trigger, action));
    }
    case 'journal': {
      const kind = flags.kind as 'request' | 'event' | 'action' | undefined;
      return print(
        await admin.call(calls.admin.journal, {
          ...(kind ? { kind } : {}),
          ...(flags.name ? { name: flags.name } : {}),
          ...(flags.user ? { user: flags.user } : {}),
          limit: number(flags.limit ?? '100', '--limit'),
        }),
      );
    }
    case 'export': {
      const file = args[0] === undefined ? undefined : fileArgument(args[0]);
      const entries = await exportJournal(admin, file ?? stdoutSink());
      if (file) print(`wrote ${entries} entries to ${args[0]}`);
      return;
    }
    case 'replay':
      return print(await replayFile(admin, existingFile(args[0], 'an exported journal: replay <file>')));
    default:
      throw new UsageError(`unknown command '${command}'`);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UsageError) {
    process.stderr.write(`${message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
});
