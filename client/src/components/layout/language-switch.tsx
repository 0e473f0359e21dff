import { type Language, useLanguageStore, useT } from '@/i18n/i18n';
import styles from './language-switch.module.css';

const OPTIONS: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'EN', lang: 'en' },
  { value: 'hi', label: 'हिं', lang: 'hi' },
];

/** English / Hindi toggle. */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a two-button toggle group, not a form fieldset
    <div className={styles.switch} role="group" aria-label={t('common.language')}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          className={styles.option}
          aria-pressed={language === option.value}
          onClick={() => setLanguage(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
