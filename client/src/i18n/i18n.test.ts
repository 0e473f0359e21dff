import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from './en';
import { hi } from './hi';
import { initLanguage, t, useLanguageStore } from './i18n';

afterEach(() => {
  useLanguageStore.setState({ language: 'en' });
  document.documentElement.lang = 'en';
});

describe('i18n', () => {
  it('switches to Hindi once its texts are loaded, and remembers the choice', async () => {
    expect(t('signin.submit')).toBe(en['signin.submit']);
    useLanguageStore.getState().setLanguage('hi');
    await vi.waitFor(() => expect(useLanguageStore.getState().language).toBe('hi'));
    expect(t('signin.submit')).toBe(hi['signin.submit']);
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('"hi"');
  });

  it('keeps the last choice when a slower load finishes after it', async () => {
    const { setLanguage } = useLanguageStore.getState();
    setLanguage('hi');
    setLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useLanguageStore.getState().language).toBe('en');
    expect(t('signin.submit')).toBe(en['signin.submit']);
  });

  it('loads the remembered language before the first render', async () => {
    useLanguageStore.setState({ language: 'hi' });
    await initLanguage();
    expect(t('signin.submit')).toBe(hi['signin.submit']);
    expect(document.documentElement.lang).toBe('hi');
  });
});
