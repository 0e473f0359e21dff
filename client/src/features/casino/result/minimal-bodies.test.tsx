/**
 * Issue 17: the casino screen on main (the round result popup) renders from a minimal body
 * (allCasinoResult with only gtype) without a drift message. The casino table pages extend
 * this as they land.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectSettledWithoutDrift, SLOW_WAIT, withMinimalApi } from '@/testing/minimal-api';
import { renderAt } from '@/testing/render';
import { RoundResultPopup } from './round-result-popup';

const driftLogs = withMinimalApi({ signIn: false });

describe('casino from minimal bodies', () => {
  it('opens the round result popup from a result with only its gtype', async () => {
    renderAt(<RoundResultPopup roundId="102260314102215" onClose={() => {}} />);
    expect(await screen.findByRole('dialog', {}, SLOW_WAIT)).toBeTruthy();
    await expectSettledWithoutDrift(driftLogs);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/result\/allCasinoResult\?roundId=102260314102215$/),
    ]);
    expect(screen.getByText('Round Id', { exact: false })).toBeTruthy();
  });
});
