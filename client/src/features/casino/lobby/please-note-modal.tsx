import {
  DEFAULT_INT_CASINO_AMOUNT,
  findProviderGame,
  pointRateLine,
  pointSampleLine,
} from '@esk/contracts/catalog/int-casino';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import styles from './lobby.module.css';

/**
 * 'Please Note' (001 §2.1): the points rules of a provider game before it opens. The agree button
 * goes to `target` (the game's embedded page); "No, I Don't Agree" closes it. The rate is the
 * user's intCasinoMultiply (000 §9: '1 Point = ₹{PRICE}' with a sample amount, default 2 and 10).
 */
export function PleaseNoteModal({
  game,
  gameId,
  target,
  onClose,
}: {
  game: string;
  /** The provider game id: Ludo adds its quick-table rule (000 §4). */
  gameId: string;
  target: string;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const multiply = useSessionStore((state) => state.session?.user.intCasinoMultiply ?? 0);
  return (
    <Modal
      title={t('casino.pleaseNote.title')}
      onClose={onClose}
      footer={
        <div className={styles.modalActions}>
          <Button variant="outline" onClick={onClose}>
            {t('casino.pleaseNote.disagree')}
          </Button>
          <Button autoFocus onClick={() => navigate(target)}>
            {t('casino.pleaseNote.agree')}
          </Button>
        </div>
      }
    >
      <div className={styles.note}>
        <p className={styles.noteGame}>{game}</p>
        <p className={styles.noteIntro}>{t('casino.pleaseNote.intro')}</p>
        <p className={styles.rate} data-testid="point-rate">
          {pointRateLine(multiply)}
        </p>
        <p className={styles.sample}>
          {t('casino.pleaseNote.example')}: {pointSampleLine(multiply, DEFAULT_INT_CASINO_AMOUNT)}
        </p>
        <ul className={styles.rules}>
          <li>{t('casino.pleaseNote.rule1')}</li>
          <li>{t('casino.pleaseNote.rule2')}</li>
          {findProviderGame(gameId)?.gtype === 'ludo' && <li>{t('casino.pleaseNote.rule3')}</li>}
        </ul>
      </div>
    </Modal>
  );
}
