/**
 * A bench server process answers 'cpu' with the CPU time it has used so far (user + system,
 * every thread, microseconds): CPU per request does not depend on how fast the load
 * generator keeps up, which on a small shared machine it often does not.
 */
export function answerCpuQueries(): void {
  process.on('message', (message: unknown) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuUs: user + system });
  });
}
