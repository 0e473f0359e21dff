import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/i18n';
import { fillText } from '@/lib/fill-text';
import { played } from '../logic/reality-check';
import styles from './protection.module.css';
import { SignedMoney } from './signed-money';

interface RealityCheckProps {
  startedAt: number;
  now: number;
  /** The session's net result from the statement; undefined while it is read. */
  net: number | undefined;
  onContinue: () => void;
  onLogout: () => void;
}

/**
 * The reality check: time played since sign-in and the session's net result, with Continue
 * (focused; Escape is Continue too) and Log out.
 */
export function RealityCheck({ startedAt, now, net, onContinue, onLogout }: RealityCheckProps) {
  const t = useT();
  const { hours, minutes } = played(startedAt, now);
  const time =
    hours > 0
      ? fillText(t('protection.time.hoursMinutes'), { hours, minutes })
      : fillText(t('protection.time.minutes'), { minutes });
  return (
    <Modal
      title={t('protection.check.title')}
      onClose={onContinue}
      closeIcon={false}
      footer={
        <div className={styles.checkActions}>
          <Button variant="outline" onClick={onLogout}>
            {t('protection.check.logout')}
          </Button>
          <Button autoFocus onClick={onContinue}>
            {t('protection.check.continue')}
          </Button>
        </div>
      }
    >
      <div className={styles.check}>
        <p className={styles.checkPlayed}>{fillText(t('protection.check.played'), { time })}</p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('protection.check.net')}</dt>
            <dd>{net === undefined ? t('protection.settings.unknown') : <SignedMoney value={net} />}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('protection.check.netNote')}</p>
      </div>
    </Modal>
  );
}
