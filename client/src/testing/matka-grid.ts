import { isInaccessible } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Tiles of a matka number grid, found by their `data-number`. A role query over a page holding
 * 100-120 tiles checks every tile's styles up the tree and computes its name: seconds per query in
 * jsdom. The names and roles of tiles are asserted on a small grid in number-grid.test.tsx.
 */
export function tilesIn(grid: HTMLElement): HTMLButtonElement[] {
  return [...grid.querySelectorAll<HTMLButtonElement>('button[data-number]')];
}

/**
 * The tile of `number` in `grid`: a button a user can reach, showing `shown` first (what a user
 * reads and what its accessible name starts with).
 */
export function tileIn(grid: HTMLElement, number: string, shown = number): HTMLButtonElement {
  const tile = grid.querySelector<HTMLButtonElement>(`button[data-number="${number}"]`);
  if (!tile) throw new Error(`no tile for ${number} in the grid`);
  expect(isInaccessible(tile)).toBe(false);
  expect(tile.textContent?.trim()).toMatch(new RegExp(`^${shown}\\b`));
  return tile;
}
