import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDomainSettingStore } from '@/stores/domain-setting-store';
import { useWalletStore } from '@/stores/wallet-store';
import { signInForTests } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { Header } from './header';

const renderHeader = () =>
  renderRoutes(
    [{ path: '/main/matches', element: <Header onOpenMenu={vi.fn()} />, handle: { title: 'title.matches' } }],
    '/main/matches',
  );

describe('header', () => {
  it('shows the balance truncated to two decimals and the exposure as an absolute value', () => {
    useWalletStore.getState().setWallet({ coins: 100.999, exposure: -980.456 });
    renderHeader();
    expect(screen.getByTestId('wallet-balance').textContent).toBe('100.99');
    const exposure = screen.getByTestId('wallet-exposure');
    expect(exposure.textContent).toContain('980.45');
    expect(exposure.getAttribute('href')).toBe('/main/pending-bets');
  });

  it('colours the exposure red at or below zero and green above zero', () => {
    useWalletStore.getState().setWallet({ coins: 0, exposure: -5 });
    const first = renderHeader();
    expect(screen.getByTestId('wallet-exposure').dataset.tone).toBe('negative');
    first.unmount();

    useWalletStore.getState().setWallet({ exposure: 0 });
    const second = renderHeader();
    expect(screen.getByTestId('wallet-exposure').dataset.tone).toBe('negative');
    second.unmount();

    useWalletStore.getState().setWallet({ exposure: 12.5 });
    renderHeader();
    expect(screen.getByTestId('wallet-exposure').dataset.tone).toBe('positive');
  });

  it('shows the section title, the user and a logo linking to the dashboard', () => {
    signInForTests({ username: 'C1234', name: 'Rahul' });
    renderHeader();
    expect(screen.getByTestId('section-title').textContent).toBe('MATCHES');
    expect(screen.getByTestId('header-user').textContent).toContain('C1234 (Rahul)');
    expect(screen.getByRole('link', { name: 'Exchange' }).getAttribute('href')).toBe('/main/dashboard');
  });

  it('scrolls the client notification only when there is one', () => {
    const first = renderHeader();
    expect(screen.queryByRole('marquee')).toBeNull();
    first.unmount();

    useDomainSettingStore.getState().setSetting({ clientNotification: 'Ledger settles on Monday' });
    renderHeader();
    expect(screen.getByRole('marquee').textContent).toContain('Ledger settles on Monday');
  });
});
