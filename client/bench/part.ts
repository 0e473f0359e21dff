/// <reference types="node" />
/**
 * How a bench part hands its result back: to run.ts over IPC when it runs as a forked part,
 * printed as JSON when run alone. Exits non-zero when the part fails.
 */
export function reportPart<T>(result: Promise<T>, cleanUp: () => void = () => {}): void {
  result.then(
    (value) => {
      cleanUp();
      process.send?.(value, () => process.exit(0));
      if (!process.send) {
        console.log(JSON.stringify(value, null, 2));
        process.exit(0);
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
