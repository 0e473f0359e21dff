/**
 * A small typed i18n: English by default, Hindi by switch; the choice is kept under
 * the `language` key. `t()` for non-React code, `useT()` in components. English ships
 * with the app; the Hindi table is its own chunk, fetched when a reader picks Hindi
 * (or at start-up when Hindi is the remembered choice, see `initLanguage`).
 *
 * The texts are the app's: this module knows only the shared keys (en.ts). The app layer
 * merges them with every feature's dictionary, widens `Messages` with their keys (declaration
 * merging, app/texts.ts) and hands the tables over with `configureTexts` before the first render.
 */
import { useCallback } from 'react';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import type { en } from './en';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every text key: the shared ones here, each feature's added by the app layer (app/texts.ts). */
export interface Messages extends Record<keyof typeof en, string> {}
export type MessageKey = keyof Messages;
export type Dictionary = Record<MessageKey, string>;

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
/** The stored choice, checked without zod (the sign-in page loads zod only with its first call). */
const storedLanguage = {
  safeParse: (value: unknown) =>
    isLanguage(value) ? { success: true as const, data: value } : { success: false as const },
};

/** The app's texts: English, and how to fetch each other language's table. */
export interface AppTexts {
  en: Dictionary;
  load: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>>;
}

let loaders: AppTexts['load'] | undefined;
const dictionaries: Partial<Record<Language, Dictionary>> = {};

/** Hands the app's texts over (the app does it once, before the first render; tests in their setup). */
export function configureTexts(texts: AppTexts): void {
  loaders = texts.load;
  for (const language of LANGUAGES) delete dictionaries[language];
  dictionaries.en = texts.en;
}

/** Fetches a language's table once; rejects when its chunk cannot be loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || dictionaries[language]) return;
  if (!loaders) throw new Error('configureTexts was not called');
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

/** The text in the language, else in English, else the key itself (texts not configured). */
export function translate(language: Language, key: MessageKey): string {
  return dictionaries[language]?.[key] ?? dictionaries.en?.[key] ?? key;
}

/** Translates in the current language (for code outside React). */
export const t = (key: MessageKey): string => translate(useLanguageStore.getState().language, key);

export function useT(): (key: MessageKey) => string {
  const language = useLanguageStore((s) => s.language);
  return useCallback((key: MessageKey) => translate(language, key), [language]);
}
