/** The drift check as the drift tests run it: as demo, listening 1 s, on a few matches. */
import { type DriftOptions, parseDriftArgs } from '../src/drift/options';

/** The command line: base and the demo account, a short listen, then `extra`. */
export const driftArgs = (base: string, extra: string[] = []): string[] => [
  '--base',
  base,
  '--user',
  'demo',
  '--password',
  'demo1234',
  '--listen',
  '1s',
  '--matches',
  '1',
  ...extra,
];

/** The options of that command line (a later `--matches` wins). */
export function driftOptions(base: string, extra: string[] = []): DriftOptions {
  const parsed = parseDriftArgs(driftArgs(base, extra), '/tmp');
  if (parsed === 'help') throw new Error('unexpected help');
  return parsed;
}
