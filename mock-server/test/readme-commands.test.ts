/**
 * Every command the READMEs show works: read from their ```bash blocks and command tables
 * (readme-commands.ts) and run as a reader would type them, from the repository root, on
 * small scenarios. One mock is started from the README's own `SCENARIO=... npm run
 * start:server` line for the remote commands; the other server lines are started, checked
 * and stopped. A command this test neither runs nor skips with a reason fails it, so a
 * documented command can never silently break.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordingName } from '@esk/scenarios/recording-scenario';
import { loadScenarioFile } from '@esk/scenarios/scenario-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks, type ReadmeCommand, readmeCommands, readmeFiles, SIM_PREFIX } from './readme-commands';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Shown but not run here, and why. */
const SKIPPED: [RegExp, string][] = [
  [
    /^npm install && npm start$/,
    'runs the mock and the Vite dev server until stopped (the e2e suite serves the same)',
  ],
  [/^npm test$/, 'this test runs inside it'],
  [
    /^npm run dev -w client$|^npx vite --config/,
    'the Vite dev server, until stopped (the e2e suite covers the client)',
  ],
  [/^npm run build -w client$/, 'the e2e run builds the client'],
  [/^npx vitest run --project client$|^npx tsc -p client$/, 'npm test runs the client tests and type checks'],
  [/^npm run bench/, 'benchmarks: minutes of load, run on their own'],
  [/^npm run format$/, 'rewrites files; npm test lints with the same rules'],
  [/<command>/, 'a placeholder; every command is shown and run on its own'],
];

/** Long runs played shorter (the same command otherwise). */
const SHORTER: [RegExp, string][] = [[/--for 30m --speed 60/, '--for 1m --speed 60']];

/** What a command's output must show (beyond exit code 0). */
const EXPECTED: [RegExp, RegExp][] = [
  [
    /run \.\/qa\/friday\.ts --timeline/,
    /declared: run 52[\s\S]*crashed at 2\.50[\s\S]*^digest [0-9a-f]{64}/m,
  ],
  [/\| tail -1$/, /^digest [0-9a-f]{64} {2}\(\d+ actions \+ \d+ socket events\)\s*$/],
  [/sim -- run /, /^digest [0-9a-f]{64}/m],
  [/sim -- --help/, /usage: npm run sim -- <command>/],
  [/sim -- (status|pause|resume|step|speed|advance|load|reset)\b/, /"scenario": "/],
  [/sim -- trigger/, /"applied": \{/],
  [/sim -- journal/, /"entries": \[/],
  [/sim -- export .* && npm run sim -- replay/, /"matches": true/],
  [/sim -- digest/, /^digest [0-9a-f]{64}/m],
  [/sessionBetPlaced/, /"message":"Bet Placed Successfully"/],
  [/^npm run drift -- --base .*--record rec\.ndjson/, /Recorded \d+ lines to .*rec\.ndjson\nNo drift\./],
];

const SERVER = /^((?:[A-Z_]+=\S+ )*)npm run start:server$/;
/** Commands that need no mock and change nothing: run once even when several READMEs show them. */
const STATELESS = /^npm run sim -- (run|list|--help)\b(?!.*\|)/;
const ASSIGNMENT = /^([A-Z_]+)=\$\(/;

const commands = readmeCommands(ROOT);
const skipReason = (command: string) => SKIPPED.find(([pattern]) => pattern.test(command))?.[1];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The environment every command runs in: this mock, and npm's own INIT_CWD (set afresh by npm). */
function environment(port: number, extra: Record<string, string> = {}) {
  const { INIT_CWD: _set_by_npm, SIM_URL: _ours, SIM_ADMIN_TOKEN: _none, ...env } = process.env;
  return { ...env, SIM_URL: `http://127.0.0.1:${port}`, FORCE_COLOR: '0', NO_COLOR: '1', ...extra };
}

/** The command as this test runs it: on our port, long runs shorter. */
function runnable(command: string, port: number): string {
  let out = command.replaceAll('127.0.0.1:8080', `127.0.0.1:${port}`);
  for (const [pattern, replacement] of SHORTER) out = out.replace(pattern, replacement);
  return out;
}

function shell(script: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('bash', ['-c', `set -eo pipefail\n${script}`], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

interface Server {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a README's server line on a free port and waits until it answers. */
async function startServer(line: string): Promise<Server> {
  const port = await freePort();
  const child = spawn('bash', ['-c', line], {
    cwd: ROOT,
    env: environment(port, { PORT: String(port), LOG_LEVEL: 'warn' }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`'${line}' exited ${child.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { port, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const status = async (port: number) =>
  (await (await fetch(`http://127.0.0.1:${port}/__admin/status`)).json()) as Record<string, unknown>;

describe('every command the READMEs show', { timeout: 600_000 }, () => {
  const toRun = commands.filter(({ command }) => !skipReason(command));
  const serverLines = [
    ...new Set(toRun.map(({ command }) => command).filter((command) => SERVER.test(command))),
  ];
  const mainLine = serverLines.find((line) => line.includes('SEED=qa-1') && line.includes('./qa/')) ?? '';
  let main: Server;
  const scratch = mkdtempSync(join(ROOT, '.tmp-readme-'));
  const stateless = new Map<string, Awaited<ReturnType<typeof shell>>>();

  beforeAll(async () => {
    main = await startServer(mainLine);
  }, 120_000);
  afterAll(async () => {
    await main?.stop();
    rmSync(scratch, { recursive: true, force: true });
    for (const file of ['run.ndjson', 'friday.ndjson', 'rec.ndjson'])
      rmSync(join(ROOT, file), { force: true });
  }, 60_000);

  it('are found, and each is either run below or skipped for a stated reason', () => {
    expect(commands.length).toBeGreaterThan(20);
    expect(mainLine).toBe('SCENARIO=./qa/friday.ts START_AT=scenario SEED=qa-1 npm run start:server');
    const simCommands = new Set(
      toRun
        .filter(({ command }) => command.startsWith(SIM_PREFIX))
        .map(({ command }) => command.split(' ')[4]),
    );
    for (const sub of ['run', 'load', 'trigger', 'journal', 'export', 'digest', 'pause', 'advance']) {
      expect(simCommands, `a README shows npm run sim -- ${sub}`).toContain(sub);
    }
    expect(toRun.map(({ command }) => command)).toContain('npm run docs');
  });

  /** The shell commands of each README in order, on the mock started from its own line (reloaded per README). */
  const byFile = new Map<string, ReadmeCommand[]>();
  for (const entry of toRun) {
    if (SERVER.test(entry.command) || entry.command === 'npm run docs') continue;
    byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry]);
  }
  const files = [...byFile.keys()].sort((a, b) => Number(b.startsWith('qa/')) - Number(a.startsWith('qa/')));

  it.each(files)('%s: its commands work in order', async (file) => {
    // Each README starts from the scenario its server line loads, at 1x, at the start.
    const friday = await loadScenarioFile('./qa/friday.ts', ROOT);
    const loaded = await fetch(`http://127.0.0.1:${main.port}/__admin/scenarios/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: friday.scenario, seed: 'qa-1', startAt: 'scenario', speed: 1 }),
    });
    expect(loaded.status).toBe(200);

    const prelude: string[] = [];
    for (const { command } of byFile.get(file) ?? []) {
      const script = runnable(command, main.port);
      const assignment = ASSIGNMENT.exec(script);
      const result =
        (STATELESS.test(script) ? stateless.get(script) : undefined) ??
        (await shell(
          assignment
            ? `${[...prelude, script].join('\n')}\necho "$${assignment[1]}"`
            : [...prelude, script].join('\n'),
          environment(main.port),
        ));
      if (STATELESS.test(script)) stateless.set(script, result);
      expect(result.code, `${file}: ${command}\n${result.stdout}\n${result.stderr}`).toBe(0);
      if (assignment) {
        expect(result.stdout.trim(), `${command} sets ${assignment[1]}`).not.toBe('');
        prelude.push(script);
        continue;
      }
      const expected = EXPECTED.find(([pattern]) => pattern.test(command))?.[1];
      if (expected) expect(result.stdout, `${file}: ${command}`).toMatch(expected);
      if (command.endsWith('| tail -1')) {
        // The README says: run it twice, the digest is the same.
        const again = await shell(script, environment(main.port));
        expect(again.stdout.trim()).toBe(result.stdout.trim());
      }
    }
  });

  it.each(serverLines.filter((line) => line !== mainLine))(
    '%s starts and plays what it says',
    async (line) => {
      const server = await startServer(line);
      try {
        const env = Object.fromEntries(
          (SERVER.exec(line)?.[1] ?? '')
            .trim()
            .split(' ')
            .filter(Boolean)
            .map((pair) => pair.split('=') as [string, string]),
        );
        const now = await status(server.port);
        const scenario = env.SCENARIO ?? 'demo';
        // A recording plays as a scenario named after its file (recordingName).
        const named = scenario.endsWith('.ndjson') ? recordingName(scenario) : 'friday';
        expect(now.scenario).toBe(scenario.includes('/') ? named : scenario);
        if (env.SEED) expect(now.seed).toBe(env.SEED);
        if (env.START_AT === 'scenario') expect(now.startedAt).toBe(Date.parse('2026-03-14T19:30:00+05:30'));
      } finally {
        await server.stop();
      }
    },
  );

  it('the scenario modules they show validate', async () => {
    const modules = readmeFiles(ROOT).flatMap((file) =>
      codeBlocks(readFileSync(join(ROOT, file), 'utf8'), ['ts', 'typescript'])
        .filter((block) => block.includes('defineScenario({'))
        .map((block, i) => ({ file, path: join(scratch, `${file.replace(/\W/g, '-')}-${i}.ts`), block })),
    );
    expect(modules.length).toBeGreaterThan(0);
    for (const { file, path, block } of modules) {
      writeFileSync(path, block);
      await expect(loadScenarioFile(path), `the scenario in ${file}`).resolves.toBeDefined();
    }
  });

  it('npm run docs writes documents equal to the committed ones', async () => {
    const result = await shell('npm run docs', { ...environment(main.port), DOCS_OUT_DIR: scratch });
    expect(result.code, result.stderr).toBe(0);
    const committed = (path: string) => readFileSync(join(ROOT, path), 'utf8');
    const written = (name: string) => readFileSync(join(scratch, name), 'utf8');
    expect(written('openapi.json')).toBe(committed('contracts/src/docs/openapi.json'));
    expect(written('asyncapi.json')).toBe(committed('contracts/src/docs/asyncapi.json'));
    expect(written('scenarios-REFERENCE.md')).toBe(committed('scenarios/REFERENCE.md'));
  });
});
