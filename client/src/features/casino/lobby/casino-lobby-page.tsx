import { LIVE_CASINO_GAMES, VIRTUAL_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { INT_CASINO_TABLES } from '@esk/contracts/catalog/int-casino';
import { useMemo, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { type LobbyCard, liveCards, virtualCards } from '../logic/lobby';
import styles from './lobby.module.css';
import { LobbySection } from './lobby-section';
import { PleaseNoteModal } from './please-note-modal';

/**
 * The casino lobby (/main/casino, 001 §2.1): a banner, the Virtual Casino section (virtual games,
 * then Aviator, Ludo and IntCasino behind the 'Please Note' modal) and the Live Casino section.
 */
export function CasinoLobbyPage() {
  const t = useT();
  const virtual = useMemo(virtualCards, []);
  const live = useMemo(liveCards, []);
  const [noted, setNoted] = useState<LobbyCard | null>(null);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <h2 className={styles.heroTitle}>{t('casino.lobby.heading')}</h2>
          <p className={styles.heroText}>{t('casino.lobby.tagline')}</p>
        </div>
        <ul className={styles.stats}>
          <li>
            <strong>{LIVE_CASINO_GAMES.length}</strong> {t('casino.lobby.liveTables')}
          </li>
          <li>
            <strong>{VIRTUAL_CASINO_GAMES.length}</strong> {t('casino.lobby.virtualGames')}
          </li>
          <li>
            <strong>{INT_CASINO_TABLES.length}</strong> {t('casino.lobby.intTables')}
          </li>
        </ul>
      </header>
      <LobbySection
        title={t('casino.lobby.virtual')}
        hint={t('casino.lobby.virtualHint')}
        cards={virtual}
        onPleaseNote={setNoted}
      />
      <LobbySection title={t('casino.lobby.live')} hint={t('casino.lobby.liveHint')} cards={live} />
      {noted?.pleaseNoteTo && (
        <PleaseNoteModal
          game={noted.name}
          gameId={noted.ref}
          target={noted.pleaseNoteTo}
          onClose={() => setNoted(null)}
        />
      )}
    </div>
  );
}
