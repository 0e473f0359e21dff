import { eventMarketsExample } from '@esk/contracts/http/sports.examples';
import { eventMarketsSchema } from '@esk/contracts/http/sports-event-markets';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { exchangeTable } from '../../logic/exchange-market';
import { useBetSlipStore } from '../../stores/bet-slip-store';
import { ExchangeTable } from './exchange-table';

const markets = eventMarketsSchema.parse(eventMarketsExample);
const teams = [
  { selectionId: '1', name: 'India' },
  { selectionId: '2', name: 'Australia' },
];
const show = (table: ReturnType<typeof exchangeTable> | null, positions = new Map<string, number>()) =>
  render(
    <ExchangeTable
      market="matchOdds"
      title="Match Odds"
      table={table}
      fallbackRunners={teams}
      positions={positions}
      limits={{ min: 100, max: 100000 }}
    />,
  );

beforeEach(() => useBetSlipStore.getState().reset());

describe('the Match Odds table', () => {
  it('shows three back and three lay prices with their sizes; only the best of each side is a button', () => {
    show(exchangeTable(markets, 'matchOdds'), new Map([['1', 620]]));
    const india = screen.getByTestId('exchange-row-matchOdds-1');
    expect(
      within(india)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['India BACK 1.62 12.8k available', 'India LAY 1.63 9.4k available']);
    // Depth, in the exchange order: back 3, 2, 1 | lay 1, 2, 3.
    const cells = [...india.querySelectorAll('td')].slice(1).map((cell) => cell.textContent);
    expect(cells).toEqual(['1.6 8.12k', '1.61 30.2k', '1.62 12.8k', '1.63 9.4k', '1.64 21.5k', '1.65 4.8k']);
    expect(within(india).getByText('+620')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'BACK' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'LAY' })).toBeTruthy();
  });

  it('opens the slip at the best price with the decimal odds and the exchange market id', () => {
    show(exchangeTable(markets, 'matchOdds'));
    fireEvent.click(screen.getByRole('button', { name: /^Australia LAY 2.62/ }));
    expect(useBetSlipStore.getState().selection).toEqual({
      market: 'matchOdds',
      selectionId: '2',
      label: 'Australia',
      type: 'K',
      odds: 2.62,
      run: 0,
      betfairMarketId: '1.245690250',
    });
  });

  it('locks a suspended market (tag under the names, no button enabled) and one without a feed', () => {
    const { unmount } = render(
      <ExchangeTable
        market="tiedMatch"
        title="Tied Match"
        table={exchangeTable(markets, 'tiedMatch')}
        fallbackRunners={[]}
        positions={new Map()}
        limits={{ min: 100, max: 100000 }}
      />,
    );
    expect(screen.getAllByText('SUSPENDED')).toHaveLength(2);
    for (const button of screen.getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    unmount();
    show(null);
    expect(screen.getAllByText('SUSPENDED')).toHaveLength(2);
    expect(screen.getByText('India')).toBeTruthy();
  });

  it('while loading shows the runners without a tag and takes no click', () => {
    show(undefined);
    expect(screen.queryByText('SUSPENDED')).toBeNull();
    for (const button of screen.getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
