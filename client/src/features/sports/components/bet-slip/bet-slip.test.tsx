import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import type { MaxMinCoins } from '@esk/contracts/http/sports-schemas';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/stores/preferences-store';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { usePlaceBet } from '../../hooks/use-place-bet';
import { useSlipCountdown } from '../../hooks/use-slip-countdown';
import type { SlipSelection } from '../../logic/bet-slip';
import { openSlip, useBetSlipStore } from '../../stores/bet-slip-store';
import { BetConfirmModal } from './bet-confirm-modal';
import { BetResultModal } from './bet-result-modal';
import { BetSlip } from './bet-slip';

const coins: MaxMinCoins = {
  maximum_match_bet: 100000,
  minimum_match_bet: 100,
  maximum_session_bet: 50000,
  minimum_session_bet: 100,
};
const ids = { marketId: '1.233426157', eventId: '34391443' };
const lagai: SlipSelection = {
  market: 'bookmaker',
  selectionId: '1',
  label: 'India',
  type: 'L',
  odds: 0.95,
  run: 0,
};

function Harness() {
  const { done, confirm } = usePlaceBet(ids);
  useSlipCountdown();
  return (
    <>
      <BetSlip maxMinCoins={coins} onDone={done} />
      <BetConfirmModal onConfirm={confirm} />
      <BetResultModal />
    </>
  );
}

const fetchMock = vi.fn<typeof fetch>();
const amountField = () => screen.getByLabelText('Amount') as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const placedCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('BetPlaced'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('BetPlaced')
      ? jsonResponse(examplesOf(calls.sports.oddBetPlaced)[0].response)
      : jsonResponse({ error: false, code: 0, message: '', data: { coins: 1, exposure: 0 } }),
  );
  signInForTests();
  usePreferencesStore.getState().setBetModal(false);
  useBetSlipStore.getState().reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openLagai() {
  renderAt(<Harness />);
  act(() => openSlip(lagai));
}

describe('bet slip', () => {
  it('opens with a 10-second countdown and closes itself at 0, resetting the amount', () => {
    openLagai();
    expect(screen.getByRole('timer').textContent).toBe('10');
    click('5000');
    expect(amountField().value).toBe('5000');
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByRole('timer').textContent).toBe('1');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('region', { name: 'Bet Slip' })).toBeNull();
    expect(useBetSlipStore.getState()).toMatchObject({ amount: '', countdown: 0 });
  });

  it('shows the chips of betChipsData by the amount they fill, ignores non-numeric typing and allows an empty amount', () => {
    // The stake editor changed the chip stored under '1000' to 1500: it reads 1500 and fills 1500.
    usePreferencesStore.getState().setBetChips({ '1000': 1500, '5000': 5000 });
    openLagai();
    expect(screen.queryByRole('button', { name: '1000' })).toBeNull();
    click('1500');
    expect(amountField().value).toBe('1500');
    click('5000');
    expect(amountField().value).toBe('5000');
    click('1500');
    expect(amountField().value).toBe('1500');
    fireEvent.change(amountField(), { target: { value: '1500x' } });
    expect(amountField().value).toBe('1500');
    fireEvent.change(amountField(), { target: { value: '' } });
    expect(amountField().value).toBe('');
    click('Clear');
    expect(amountField().value).toBe('');
  });

  it('Done without an amount only ends the countdown; Close clears the slip', () => {
    openLagai();
    click('Done');
    expect(screen.queryByRole('region', { name: 'Bet Slip' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => openSlip(lagai));
    click('2000');
    click('Close');
    expect(useBetSlipStore.getState()).toMatchObject({ selection: null, countdown: 0, amount: '' });
  });

  it('places the contract payload once with an Idempotency-Key and shows the result popup', async () => {
    openLagai();
    click('1000');
    click('Done');
    click('Placing bet…');
    const result = await screen.findByTestId('bet-result');
    expect(result.textContent).toBe('Bet Placed Successfully');
    expect(placedCalls()).toHaveLength(1);
    const [url, init] = placedCalls()[0] ?? [];
    expect(String(url)).toContain('/v1/sports/oddBetPlaced');
    expect(JSON.parse(String(init?.body))).toEqual({
      odds: '0.95',
      amount: 1000,
      selectionId: '1',
      ...ids,
      betFor: 'odds',
      run: '0',
      oddsType: 'bookmaker',
      type: 'L',
    });
    expect(((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);
    click('OK');
    expect(screen.queryByTestId('bet-result')).toBeNull();
  });

  it('asks first when the bet-confirmation preference is on', async () => {
    usePreferencesStore.getState().setBetModal(true);
    openLagai();
    click('1000');
    click('Done');
    expect(screen.getByRole('dialog', { name: /Confirm Bet/ })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    click('Confirm');
    expect((await screen.findByTestId('bet-result')).textContent).toBe('Bet Placed Successfully');
  });

  it('shows the server message on failure, or Bet not Placed !', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: true, code: 1, message: 'Rate changed, bet not placed' }),
    );
    openLagai();
    click('1000');
    click('Done');
    expect((await screen.findByTestId('bet-result')).textContent).toBe('Rate changed, bet not placed');
    click('OK');
    fetchMock.mockRejectedValue(new TypeError('offline'));
    act(() => openSlip(lagai));
    click('1000');
    click('Done');
    expect((await screen.findByTestId('bet-result')).textContent).toBe('Bet not Placed !');
  });
});
