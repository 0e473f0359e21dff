/** Small helpers the in-process benchmarks share: CPU and wall time of a run, medians, the table. */

export interface Timed {
  ms: number;
  cpuMs: number;
}

/** Runs `run`, measuring wall and CPU time (on a shared machine wall time mostly measures the neighbours). */
export function timed<T>(run: () => T): Timed & { value: T } {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const value = run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  return { value, ms, cpuMs: (used.user + used.system) / 1000 };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const wall = (runs: Timed[]) => median(runs.map((run) => run.ms));
export const cpu = (runs: Timed[]) => median(runs.map((run) => run.cpuMs));
export const ms = (value: number) => value.toFixed(0);

/** Prints rows of [measure, value, ratio, target] as an aligned table under a title. */
export function printRows(title: string, rows: string[][]): void {
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  console.log(`\n${title}`);
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}
