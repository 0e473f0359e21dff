/**
 * Which mock exchange each e2e worker talks to. Tests load their own scenario through the
 * admin API, so two tests must never share a server: worker 0 uses E2E_PORT, worker N >= 1
 * uses E2E_ENCRYPTED_PORT + N (the port pair a developer passes stays the only thing to pick).
 * The encrypted project has one server and one spec file, so it never runs twice at once.
 */
// Four by default: a test waits on the app (scenario clock, slips, sockets) far more than it computes;
// measured on 2 cores, 2 workers kept the CPU a quarter busy, 4 keep it ~90 % busy (the suite in 11 min
// instead of 18). E2E_WORKERS=1 runs it serially. Worker N >= 1 uses E2E_ENCRYPTED_PORT + N.
export const WORKERS = Number(process.env.E2E_WORKERS ?? 4);
export const PORT = Number(process.env.E2E_PORT ?? 8091);
export const ENCRYPTED_PORT = Number(process.env.E2E_ENCRYPTED_PORT ?? 8092);

export function plainPort(parallelIndex: number): number {
  return parallelIndex === 0 ? PORT : ENCRYPTED_PORT + parallelIndex;
}

export function plainBaseURL(parallelIndex: number): string {
  return `http://127.0.0.1:${plainPort(parallelIndex)}`;
}

export const baseURL = plainBaseURL(0);
export const encryptedBaseURL = `http://127.0.0.1:${ENCRYPTED_PORT}`;

/**
 * The spec-only mocks (API_PROFILE=spec, issue 28), plain and encrypted: the two ports after the
 * extra workers' (E2E_SPEC_PORT moves them). Each has one project and one spec file, run in order.
 */
export const SPEC_PORT = Number(process.env.E2E_SPEC_PORT ?? ENCRYPTED_PORT + WORKERS);
export const specBaseURL = `http://127.0.0.1:${SPEC_PORT}`;
export const specEncryptedBaseURL = `http://127.0.0.1:${SPEC_PORT + 1}`;

/** Projects that keep the one server their baseURL names (no per-worker plain server). */
export const ONE_SERVER_PROJECTS: readonly string[] = ['encrypted', 'spec', 'spec-encrypted'];
