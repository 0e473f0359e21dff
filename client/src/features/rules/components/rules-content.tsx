import type { RulesSection } from '../content/rules-text';
import styles from './rules-content.module.css';

/** One language's rules: a titled, numbered list per section. */
export function RulesContent({ sections, lang }: { sections: readonly RulesSection[]; lang: 'en' | 'hi' }) {
  return (
    <div className={styles.sections} lang={lang}>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} data-section={section.id}>
          <h3>{section.title}</h3>
          <ol>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
