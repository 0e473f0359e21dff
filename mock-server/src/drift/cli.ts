/**
 * `npm run drift -- --base <url> --user <u> --password <p> [...]`: checks a live API (the real
 * exchange, or a mock) against the contracts and exits 0 (no drift), 1 (drift or failures)
 * or 2 (a mistyped command). See DRIFT_USAGE in options.ts.
 */
import { DRIFT_USAGE, DriftUsageError, parseDriftArgs } from './options';
import { formatReport } from './report';
import { runDrift } from './run';

async function main(argv: readonly string[]): Promise<number> {
  let options: ReturnType<typeof parseDriftArgs>;
  try {
    options = parseDriftArgs(argv);
  } catch (error) {
    if (!(error instanceof DriftUsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${DRIFT_USAGE}`);
    return 2;
  }
  if (options === 'help') {
    process.stdout.write(DRIFT_USAGE);
    return 0;
  }
  const report = await runDrift(options);
  process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return report.exitCode;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `drift check stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
