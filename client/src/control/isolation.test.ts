/**
 * The control room never reaches the player bundle: no module of the player app imports
 * anything under src/control/, and the player build's config has no control entry (the
 * control room is built by vite.control.config.ts on its own).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const client = join(src, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'control') ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('the control room stays out of the player app', () => {
  it('is imported by no player module', () => {
    const importers = sources(src).filter((file) =>
      /from ['"][^'"]*\/control\/|import\(['"][^'"]*\/control\//.test(readFileSync(file, 'utf8')),
    );
    expect(importers.map((file) => relative(client, file))).toEqual([]);
  });

  it('is not an entry of the player build', () => {
    expect(readFileSync(join(client, 'vite.config.ts'), 'utf8')).not.toMatch(/control/);
    expect(readFileSync(join(client, 'index.html'), 'utf8')).not.toMatch(/control/);
  });
});
