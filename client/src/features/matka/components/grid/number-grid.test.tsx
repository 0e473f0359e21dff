import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tileIn, tilesIn } from '@/testing/matka-grid';
import { NumberGrid } from './number-grid';

// Two small patti groups: role queries stay cheap here (the pages' 100-120 tiles are not).
const GRID = {
  blocks: [
    { group: 0, numbers: ['127', '136'] },
    { group: 1, numbers: ['128', '137'] },
  ],
};

function renderGrid(overrides: Partial<Parameters<typeof NumberGrid>[0]> = {}) {
  const onPick = vi.fn();
  render(
    <NumberGrid
      grid={GRID}
      label="Single Patti numbers"
      positions={{ '128': 1490, '127': -10 }}
      selected="137"
      closed={false}
      onPick={onPick}
      {...overrides}
    />,
  );
  return { onPick, grid: screen.getByRole('group', { name: 'Single Patti numbers' }) };
}

describe('a matka number grid', () => {
  it('names each tile by its number then its P&L, so a screen reader hears what the figure is', () => {
    const { grid } = renderGrid();
    expect(
      within(grid)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(['127 P&L -10', '136 ', '128 P&L +1490', '137 ']);
    expect(within(grid).getByRole('button', { name: /^128 P&L ?\+1490$/ })).toBe(tileIn(grid, '128'));
    expect(within(grid).getByRole('button', { name: '136' })).toBe(tileIn(grid, '136'));
    expect(within(tileIn(grid, '127')).getByTestId('tile-pnl').textContent).toBe('P&L -10');
  });

  it('heads each patti group with its digit and marks the number whose slip is open', () => {
    const { grid } = renderGrid();
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Group 0', 'Group 1']);
    expect(within(grid).getByRole('button', { pressed: true })).toBe(tileIn(grid, '137'));
    expect(tilesIn(grid)).toHaveLength(4);
  });

  it('hands the picked number and its tile to onPick (focus returns there after the slip)', () => {
    const { grid, onPick } = renderGrid();
    fireEvent.click(within(grid).getByRole('button', { name: /^136/ }));
    expect(onPick).toHaveBeenCalledWith('136', tileIn(grid, '136'));
  });

  it('shows a different text when asked (the Harup digits 01-10) and still sends the number', () => {
    const { grid, onPick } = renderGrid({
      grid: { blocks: [{ numbers: ['1', '10'] }] },
      positions: null,
      selected: null,
      display: (number) => number.padStart(2, '0'),
    });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((tile) => tile.textContent?.trim()),
    ).toEqual(['01', '10']);
    fireEvent.click(within(grid).getByRole('button', { name: '01' }));
    expect(onPick).toHaveBeenCalledWith('1', tileIn(grid, '1', '01'));
  });
});
