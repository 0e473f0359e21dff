#!/usr/bin/env node
/**
 * `node scripts/phases.mjs <npm script>...`: runs the npm scripts one after another (as `a && b && c`
 * would), then prints one line per phase with its wall time, so the test budget (12 minutes on 2 cores)
 * is visible in every run's log. Stops at the first phase that fails and exits with its code.
 */
import { spawn } from 'node:child_process';

const phases = process.argv.slice(2);
const done = [];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function summary() {
  const total = done.reduce((sum, phase) => sum + phase.seconds, 0);
  const lines = done.map(
    ({ script, seconds, code }) =>
      `  ${script.padEnd(12)} ${String(Math.round(seconds)).padStart(5)} s  ${code === 0 ? 'ok' : `FAILED (exit ${code})`}`,
  );
  return [
    '',
    'Phases (wall time):',
    ...lines,
    `  ${'total'.padEnd(12)} ${String(Math.round(total)).padStart(5)} s`,
    '',
  ].join('\n');
}

for (const script of phases) {
  const started = performance.now();
  const code = await run(script);
  done.push({ script, seconds: (performance.now() - started) / 1000, code });
  if (code !== 0) {
    process.stdout.write(summary());
    process.exit(code);
  }
}
process.stdout.write(summary());
