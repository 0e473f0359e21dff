import { MATKA_TOAST_MS } from '@esk/contracts/catalog/matka';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n/i18n';
import { useNotificationsStore } from '@/stores/notifications-store';
import { matkaMessageText, matkaToast } from './matka-toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the matka toast (spec 002 §2, §9)', () => {
  it('shows success or error with an OK button and hides itself after 3 seconds', () => {
    matkaToast.success('Bet Successful');
    expect(useNotificationsStore.getState().toasts).toMatchObject([
      { tone: 'success', message: 'Bet Successful', ok: true },
    ]);
    vi.advanceTimersByTime(MATKA_TOAST_MS - 1);
    expect(useNotificationsStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useNotificationsStore.getState().toasts).toHaveLength(0);
    matkaToast.error('Rate changed');
    expect(useNotificationsStore.getState().toasts).toMatchObject([
      { tone: 'error', message: 'Rate changed', ok: true },
    ]);
  });

  it('keeps the spec texts exact in English and shows the server message as it came', () => {
    expect(matkaMessageText('Your Bet is Closed Please Connect With Upline')).toBe(
      'Your Bet is Closed Please Connect With Upline',
    );
    expect(matkaMessageText('select game type')).toBe('select game type');
    expect(matkaMessageText('min bet amount 10')).toBe('min bet amount 10');
  });

  it('translates the spec texts once the reader picks Hindi', async () => {
    const { loadLanguage } = await import('@/i18n/i18n');
    await loadLanguage('hi');
    useLanguageStore.setState({ language: 'hi' });
    expect(matkaMessageText('Matka Bet Timeout')).toBe('मटका दांव का समय समाप्त');
    useLanguageStore.setState({ language: 'en' });
  });
});
