/**
 * A small typed i18n: English by default, Hindi by switch; the choice is kept under
 * the `language` key. `t()` for non-React code, `useT()` in components.
 */
import { useCallback } from 'react';
import { z } from 'zod';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import { en, type MessageKey } from './en';
import { hi } from './hi';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

const dictionaries: Record<Language, Record<MessageKey, string>> = { en, hi };

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useLanguageStore = create<LanguageState>()((set) => ({
  language: readJson(storageKeys.language, z.enum(LANGUAGES)) ?? 'en',
  setLanguage: (language) => {
    writeJson(storageKeys.language, language);
    document.documentElement.lang = language;
    set({ language });
  },
}));

export function translate(language: Language, key: MessageKey): string {
  return dictionaries[language][key] ?? en[key];
}

/** Translates in the current language (for code outside React). */
export const t = (key: MessageKey): string => translate(useLanguageStore.getState().language, key);

export function useT(): (key: MessageKey) => string {
  const language = useLanguageStore((s) => s.language);
  return useCallback((key: MessageKey) => translate(language, key), [language]);
}

export type { MessageKey };
