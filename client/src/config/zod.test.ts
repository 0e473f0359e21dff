import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe("the client's zod", () => {
  it('is jitless wherever it is imported from (the CSP has no unsafe-eval)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
