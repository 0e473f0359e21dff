import { useT } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import { useSessionStore } from '@/stores/session-store';
import { useWalletStore } from '@/stores/wallet-store';
import { usePointRateText } from '../shared/point-rate-line';
import styles from './profile.module.css';

/** Placeholder helpline number (spec 000 §2: 'placeholder number'). */
export const HELPLINE_NUMBER = '+91 1234567890';

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}

/** Username, name, the live balance and the casino point rate, then the fixed joining date and address. */
export function PersonalInformation() {
  const t = useT();
  const username = useSessionStore((s) => s.session?.user.username ?? '');
  const name = useSessionStore((s) => s.session?.user.name ?? '');
  const role = useSessionStore((s) => s.session?.user.userType ?? 'client');
  const coins = useWalletStore((s) => s.coins);
  const pointRate = usePointRateText();
  return (
    <table className={styles.info}>
      <caption>{t('account.profile.personalInformation')}</caption>
      <tbody>
        <InfoRow label={t('account.profile.username')} value={username} />
        <InfoRow label={t('account.profile.name')} value={name} />
        <InfoRow label={t('account.profile.role')} value={t(`role.${role}`)} />
        <InfoRow label={t('account.profile.balance')} value={formatMoney(coins)} />
        <InfoRow label={t('account.profile.pointRate')} value={pointRate} />
        <InfoRow label={t('account.profile.joiningDate')} value={t('account.profile.joiningDateValue')} />
        <InfoRow label={t('account.profile.address')} value={t('account.profile.addressValue')} />
      </tbody>
    </table>
  );
}

export function CompanyInformation() {
  const t = useT();
  return (
    <table className={styles.info}>
      <caption>{t('account.profile.companyInformation')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('account.profile.helpline')}</th>
          <td>
            <a href={`tel:${HELPLINE_NUMBER.replace(/\s/g, '')}`}>{HELPLINE_NUMBER}</a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
