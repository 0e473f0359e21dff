import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackMoneyCall } from '@/lib/api/money-calls';
import { usePwaStore } from '../pwa-store';
import { PwaOverlays } from './pwa-overlays';

const initial = usePwaStore.getState();
afterEach(() => {
  usePwaStore.setState(initial, true);
  vi.unstubAllGlobals();
});

/** The screens are lazy chunks: their first import may take a while on a busy machine. */
const LAZY = { timeout: 10_000 };

const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
};

describe('the offline screen', () => {
  it('covers the app while the device is offline, Retry asks the server, and it leaves when it answers', async () => {
    render(
      <div id="root">
        <PwaOverlays />
      </div>,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    goOffline();
    const dialog = await screen.findByRole('alertdialog', { name: 'No connection' }, LAZY);
    const retry = screen.getByRole('button', { name: 'Retry' });
    await vi.waitFor(() => {
      expect(document.activeElement).toBe(retry);
      expect(dialog.ownerDocument.getElementById('root')?.hasAttribute('inert')).toBe(true);
    });

    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    fireEvent.click(retry);
    expect(await screen.findByText('Still no connection. Try again in a moment.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
  });

  it('leaves by itself when the browser is online again', async () => {
    render(<PwaOverlays />);
    goOffline();
    await screen.findByRole('alertdialog', {}, LAZY);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('the update prompt', () => {
  it('shows when a new version waits; Later hides it', async () => {
    render(<PwaOverlays />);
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull();
    act(() => usePwaStore.setState({ updateReady: true }));
    await screen.findByRole('region', { name: 'Update available' }, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull();
  });

  it('never reloads under a bet: Reload waits until the money call on its way has its answer', async () => {
    const applyUpdate = vi.fn(async () => undefined);
    usePwaStore.setState({ updateReady: true, applyUpdate });
    render(<PwaOverlays />);
    let answer: (value: string) => void = () => undefined;
    const bet = trackMoneyCall(() => new Promise<string>((resolve) => (answer = resolve)));

    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }, LAZY));
    expect(await screen.findByText('Reloading once your bet is through…')).toBeTruthy();
    expect(applyUpdate).not.toHaveBeenCalled();

    await act(async () => {
      answer('Bet Placed Successfully');
      await bet;
    });
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
  });

  it('takes the update at once when no bet is on its way', async () => {
    const applyUpdate = vi.fn(async () => undefined);
    usePwaStore.setState({ updateReady: true, applyUpdate });
    render(<PwaOverlays />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }, LAZY));
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
  });
});
