import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BettingLockNotice } from '@/components/bet-slip/betting-lock-notice';
import { useBettingLockStore } from '@/stores/betting-lock-store';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { ClockContext } from '../clock';
import { useProtectionStore } from '../protection-store';
import { ProtectionSettings } from './protection-settings';
import { ProtectionWatch } from './protection-watch';

/** 28 Nov 2026, 12:00 at +05:30: the pinned clock of these tests. */
const NOW = Date.parse('2026-11-28T12:00:00+05:30');
const clock = { now: () => NOW };
const fetchMock = vi.fn<typeof fetch>();

const statement = (rows: { at: string; amount: number; statementFor?: string }[]) =>
  jsonResponse({
    error: false,
    message: 'Statement',
    data: {
      statementData: rows.map((row, index) => ({
        _id: `r${index}`,
        createdAt: new Date(Date.parse(`${row.at}+05:30`)).toISOString(),
        remark: 'row',
        amount: row.amount,
        statementFor: row.statementFor ?? 'diamondCasino',
      })),
      totalCount: rows.length,
      balanceAmount: 0,
    },
  });

const withClock = (element: React.ReactElement) =>
  renderAt(<ClockContext.Provider value={clock}>{element}</ClockContext.Provider>);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useProtectionStore.setState({ byUser: {}, session: null });
});

describe('the protection watch', () => {
  it("closes betting once today's net loss reaches the limit; yesterday's and deposits do not count", async () => {
    const { data } = signInForTests();
    useProtectionStore.getState().update(data.userId, { lossLimit: { amount: 500 } });
    fetchMock.mockResolvedValue(
      statement([
        { at: '2026-11-27T23:00:00', amount: -9000 },
        { at: '2026-11-28T09:00:00', amount: 5000, statementFor: 'ACCOUNT_STATEMENT' },
        { at: '2026-11-28T10:00:00', amount: -700 },
        { at: '2026-11-28T11:00:00', amount: 150 },
      ]),
    );
    withClock(<ProtectionWatch />);
    await waitFor(() =>
      expect(useBettingLockStore.getState().lock).toEqual({ reason: 'lossLimit', limit: 500, loss: 550 }),
    );
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toMatchObject({ statementFor: 'profitLoss', fromDate: '2026-11-28', toDate: '2026-11-28' });

    renderAt(<BettingLockNotice />);
    expect(screen.getByRole('alert').textContent).toContain(
      'You have lost ₹550.00 today; your daily loss limit is ₹500.00.',
    );
  });

  it('leaves betting open under the limit', async () => {
    const { data } = signInForTests();
    useProtectionStore.getState().update(data.userId, { lossLimit: { amount: 1000 } });
    fetchMock.mockResolvedValue(statement([{ at: '2026-11-28T10:00:00', amount: -999 }]));
    withClock(<ProtectionWatch />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
    expect(useBettingLockStore.getState().lock).toBeNull();
  });

  it('shows the reality check when due, with the time played and the session net; Continue puts it off', async () => {
    const { data } = signInForTests();
    useProtectionStore.getState().startSession(data.userId, NOW - 31 * 60_000);
    useProtectionStore.getState().update(data.userId, { realityCheck: 30 });
    fetchMock.mockResolvedValue(
      statement([
        { at: '2026-11-28T11:00:00', amount: -400 },
        { at: '2026-11-28T11:40:00', amount: 120.5 },
      ]),
    );
    withClock(<ProtectionWatch />);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 31 min.');
    // Only the row since sign-in (11:29) counts.
    await waitFor(() => expect(dialog.textContent).toContain('+₹120.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useProtectionStore.getState().session?.acknowledgedAt).toBe(NOW);
  });
});

describe('the protection settings', () => {
  it('applies a lower limit at once and keeps a raise for tomorrow, saying so', async () => {
    const { data } = signInForTests();
    useProtectionStore.getState().update(data.userId, { lossLimit: { amount: 500 } });
    fetchMock.mockResolvedValue(statement([]));
    withClock(<ProtectionSettings />);
    const input = await screen.findByLabelText('New daily limit (coins)');

    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Your daily loss limit is now ₹200.00.')).toBeTruthy();
    expect(screen.getByTestId('loss-limit-current').textContent).toBe('₹200.00');

    fireEvent.change(input, { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(
      await screen.findByText('From 29 Nov 2026 your limit will be ₹1000.00; until then it stays ₹200.00.'),
    ).toBeTruthy();
    expect(screen.getByTestId('loss-limit-current').textContent).toBe('₹200.00');
    expect(useProtectionStore.getState().byUser[data.userId]?.lossLimit).toEqual({
      amount: 200,
      pending: { amount: 1000, from: '2026-11-29' },
    });

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Enter a whole number of coins, 1 or more.')).toBeTruthy();
  });

  it('picks the reality check interval, Off included', async () => {
    const { data } = signInForTests();
    fetchMock.mockResolvedValue(statement([]));
    withClock(<ProtectionSettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Off' }));
    expect(useProtectionStore.getState().byUser[data.userId]?.realityCheck).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '15 min' }));
    expect(useProtectionStore.getState().byUser[data.userId]?.realityCheck).toBe(15);
  });

  it('keeps the settings through a logout (every other key is cleared)', async () => {
    const { data } = signInForTests();
    useProtectionStore.getState().update(data.userId, { realityCheck: 15 });
    const { clearStorage } = await import('@/lib/storage');
    clearStorage();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(JSON.parse(localStorage.getItem('playerProtection') ?? '{}')[data.userId].realityCheck).toBe(15);
  });
});
