import type { Locator, Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The body rows of a table having every one of these cells. A string matches a cell's whole
 * text; cells are matched on their text content, so the field labels phones show in front
 * of each cell (CSS `content: attr(data-label)`) do not get in the way.
 */
export function rowWithCells(table: Locator, cells: (string | RegExp)[]): Locator {
  return cells.reduce<Locator>((rows, cell) => {
    const text = typeof cell === 'string' ? new RegExp(`^\\s*${escapeRegExp(cell)}\\s*$`) : cell;
    return rows.filter({ has: table.page().locator('td').filter({ hasText: text }) });
  }, table.locator('tbody tr'));
}

/** A plus-minus block ('Net Plus Minus', 'Casino Plus Minus'...): its 'You Won/You Lost X/- Coins' text. */
export function plusMinusBlock(page: Page, title: string): Locator {
  return page
    .locator('div')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: /You (Won|Lost)/ })
    .last();
}
