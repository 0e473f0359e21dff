/**
 * A small typed i18n: English by default, Hindi by switch; the choice is kept under
 * the `language` key. `t()` for non-React code, `useT()` in components. English ships
 * with the app; the Hindi table is its own chunk, fetched when a reader picks Hindi
 * (or at start-up when Hindi is the remembered choice, see `initLanguage`).
 */
import { useCallback } from 'react';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import { en, type MessageKey } from './en';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

type Dictionary = Record<MessageKey, string>;

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
/** The stored choice, checked without zod (the sign-in page loads zod only with its first call). */
const storedLanguage = {
  safeParse: (value: unknown) =>
    isLanguage(value) ? { success: true as const, data: value } : { success: false as const },
};

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  hi: () => import('./hi').then((m) => m.hi),
};

const dictionaries: Partial<Record<Language, Dictionary>> = { en };

/** Fetches a language's table once; rejects when its chunk cannot be loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || dictionaries[language]) return;
  dictionaries[language] = await loaders[language]();
}

interface LanguageState {
  language: Language;
  /** Switches once the language's table is loaded (a failed load keeps the current one). */
  setLanguage: (language: Language) => void;
}

/** The last language asked for: a slow load must not override a later choice. */
let requested: Language | undefined;

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: readJson(storageKeys.language, storedLanguage) ?? 'en',
  setLanguage: (language) => {
    requested = language;
    loadLanguage(language).then(
      () => {
        if (requested !== language) return;
        writeJson(storageKeys.language, language);
        document.documentElement.lang = language;
        set({ language });
      },
      (error: unknown) => console.error(`[i18n] the "${language}" texts could not be loaded`, error),
    );
  },
}));

/** Start-up: loads the remembered language before the first render; English if it cannot be loaded. */
export async function initLanguage(): Promise<void> {
  const { language } = useLanguageStore.getState();
  try {
    await loadLanguage(language);
  } catch (error) {
    console.error(`[i18n] the "${language}" texts could not be loaded; showing English`, error);
    useLanguageStore.setState({ language: 'en' });
  }
  document.documentElement.lang = useLanguageStore.getState().language;
}

export function translate(language: Language, key: MessageKey): string {
  return dictionaries[language]?.[key] ?? en[key];
}

/** Translates in the current language (for code outside React). */
export const t = (key: MessageKey): string => translate(useLanguageStore.getState().language, key);

export function useT(): (key: MessageKey) => string {
  const language = useLanguageStore((s) => s.language);
  return useCallback((key: MessageKey) => translate(language, key), [language]);
}

export type { MessageKey };
