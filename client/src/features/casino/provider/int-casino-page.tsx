import { INT_CASINO_LOBBY_ID, INT_CASINO_TABLES } from '@esk/contracts/catalog/int-casino';
import { useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import styles from '../lobby/lobby.module.css';
import { LobbySection } from '../lobby/lobby-section';
import { PleaseNoteModal } from '../lobby/please-note-modal';
import { intTableCards, type LobbyCard } from '../logic/lobby';

/**
 * /main/int-casino (designed: 001 §2.1 sends the 'Please Note' games it has no id for here):
 * the international casino's tables. Each opens its embedded page after the 'Please Note'
 * modal; the full lobby is the IntCasino game.
 */
export function IntCasinoPage() {
  const t = useT();
  const tables = useMemo(intTableCards, []);
  const [noted, setNoted] = useState<{ name: string; gameId: string; target: string } | null>(null);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <h2 className={styles.heroTitle}>{t('title.intCasino')}</h2>
          <p className={styles.heroText}>{t('casino.intCasino.intro')}</p>
        </div>
        <button
          type="button"
          className={styles.heroAction}
          aria-haspopup="dialog"
          onClick={() =>
            setNoted({
              name: t('title.intCasino'),
              gameId: INT_CASINO_LOBBY_ID,
              target: paths.main.iframeCasino.href(INT_CASINO_LOBBY_ID),
            })
          }
        >
          {t('casino.intCasino.lobby')}
          <span className={styles.heroActionHint}>
            {INT_CASINO_TABLES.length} · {t('casino.intCasino.lobbyHint')}
          </span>
        </button>
      </header>
      <LobbySection
        title={t('casino.intCasino.tables')}
        cards={tables}
        onPleaseNote={(card: LobbyCard) =>
          card.pleaseNoteTo && setNoted({ name: card.name, gameId: card.ref, target: card.pleaseNoteTo })
        }
      />
      {noted && (
        <PleaseNoteModal
          game={noted.name}
          gameId={noted.gameId}
          target={noted.target}
          onClose={() => setNoted(null)}
        />
      )}
    </div>
  );
}
