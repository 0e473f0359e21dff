/**
 * zod as the client runs it. Every `import … from 'zod'` in the client build, the contracts'
 * included, resolves to this module (the alias in vite.config.ts), so the setting below runs
 * before any schema is built, in whichever chunk first loads zod (not the sign-in page's: its
 * contract checks load with its first call). Jitless: the client runs under a CSP without
 * 'unsafe-eval' (mock-server/src/plugins/security-headers.ts) and zod 4 would otherwise probe
 * `new Function` as it builds an object schema, a CSP violation report on every load.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
