import { ProfilePage } from '@/features/account/components/profile/profile-page';
import { ProtectionSettings } from '@/features/protection/components/protection-settings';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';
import account from './account.module.css';

/** /main/profile and /main/settings: the same settings / profile page. */
export function ProfileRoute() {
  return (
    <div className={`${styles.stack} ${account.medium}`}>
      <ProfilePage />
      <ProtectionSettings />
      <BackToMenu />
    </div>
  );
}
