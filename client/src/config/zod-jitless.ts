/**
 * Zod without its JIT: the client runs under a CSP without 'unsafe-eval' (the mock serves
 * it so, mock-server/src/plugins/security-headers.ts), and zod 4 would otherwise probe
 * `new Function` on its first parse, a CSP violation report on every load. Imported first
 * by main.tsx, before any module parses a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
