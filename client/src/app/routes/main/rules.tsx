import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { RulesContent } from '@/features/rules/components/rules-content';
import { englishRules, hindiRules } from '@/features/rules/content/rules-text';
import { useT } from '@/i18n/i18n';
import pageStyles from './page.module.css';
import styles from './rules.module.css';

const HINDI_SECTION_ID = 'rules-hindi';

/** /main/rules: English and Hindi rules; 'Hindi' scrolls to the Hindi part (spec 000 §2). */
export function RulesRoute() {
  const t = useT();
  const navigate = useNavigate();
  const scrollToHindi = () =>
    document.getElementById(HINDI_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <div className={pageStyles.stack}>
      <div className={styles.toolbar}>
        <Button variant="outline" onClick={scrollToHindi}>
          Hindi
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.main.dashboard.href())}>
          Main Menu
        </Button>
      </div>
      <Panel title={t('rules.english')}>
        <RulesContent sections={englishRules} lang="en" />
      </Panel>
      <div id={HINDI_SECTION_ID} className={styles.hindi}>
        <Panel title={t('rules.hindi')}>
          <RulesContent sections={hindiRules} lang="hi" />
        </Panel>
      </div>
    </div>
  );
}
