import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { getConfig } from '@/config/env';
import { useT } from '@/i18n/i18n';
import { BetModalSwitch } from './bet-modal-switch';
import { CompanyInformation, PersonalInformation } from './info-tables';
import styles from './profile.module.css';
import { RateDifferenceForm } from './rate-difference-form';

/**
 * Settings / profile (/main/profile, /main/settings): betting preferences, personal and company
 * information, and the 'Old Data' link to the older client site (runtime config `oldDataUrl`).
 */
export function ProfilePage() {
  const t = useT();
  return (
    <div className={styles.page}>
      <Panel title={t('account.profile.rateInformation')}>
        <div className={styles.settings}>
          <RateDifferenceForm />
          <BetModalSwitch />
        </div>
      </Panel>
      <div className={styles.infoGrid}>
        <Panel flush>
          <PersonalInformation />
        </Panel>
        <Panel flush>
          <CompanyInformation />
        </Panel>
      </div>
      <a
        className={buttonClass({ variant: 'outline', block: true })}
        href={getConfig().oldDataUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="globe" size={18} />
        {t('account.profile.oldData')}
      </a>
    </div>
  );
}
