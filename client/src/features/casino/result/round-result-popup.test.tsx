import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { RoundResultPopup } from './round-result-popup';

const fetchMock = vi.fn<typeof fetch>();
const answer = (result: Record<string, unknown> | undefined) =>
  fetchMock.mockResolvedValue(jsonResponse({ data: { data: result ? [result] : [] } }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

// Rendering under jsdom takes seconds on a busy 2-core machine.
describe('the round result popup', { timeout: 30_000 }, () => {
  it("asks the result service for the round and shows 'Round Id' with the round's cards", async () => {
    answer({ gtype: 'some-new-table', mid: '102260314102215', cards: 'KHH,10SS', desc: 'Player A | Pair' });
    renderAt(<RoundResultPopup roundId="102260314102215" onClose={() => {}} />);
    expect(await screen.findByRole('img', { name: 'King of Hearts' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ten of Spades' })).toBeTruthy();
    expect(screen.getByText('Round Id', { exact: false }).textContent).toContain('102260314102215');
    expect(screen.getByText('Pair')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      /\/result\/allCasinoResult\?roundId=102260314102215$/,
    );
  });

  it("says 'Result not available' for superover, for no result and when the service fails", async () => {
    answer({ gtype: 'superover', mid: '1' });
    const superover = renderAt(<RoundResultPopup roundId="1" onClose={() => {}} />);
    expect(await screen.findByText('Result not available')).toBeTruthy();
    superover.unmount();

    answer(undefined);
    const none = renderAt(<RoundResultPopup roundId="2" onClose={() => {}} />);
    expect(await screen.findByText('Result not available')).toBeTruthy();
    none.unmount();

    fetchMock.mockResolvedValue(new Response('bad gateway', { status: 502 }));
    renderAt(<RoundResultPopup roundId="3" onClose={() => {}} />);
    expect(await screen.findByText('Result not available', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('closes on the close icon', async () => {
    answer({ gtype: 'lucky7', mid: '9', cards: '7CC' });
    const onClose = vi.fn();
    renderAt(<RoundResultPopup roundId="9" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
