import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useLanguageStore, useT } from '@/i18n/i18n';
import { englishRules, hindiRules } from '../content/rules-text';
import { RulesContent } from './rules-content';

/** The rules modal shown once after login (spec 000 §1); Close dismisses it. */
export function RulesModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const language = useLanguageStore((s) => s.language);
  return (
    <Modal
      title={t('rules.title')}
      onClose={onClose}
      closeIcon={false}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <RulesContent sections={language === 'hi' ? hindiRules : englishRules} lang={language} />
    </Modal>
  );
}
