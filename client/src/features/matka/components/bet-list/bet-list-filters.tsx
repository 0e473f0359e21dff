import { type AnyMatkaGameType, HARUP_GAME_TYPES, MATKA_GAME_TYPES } from '@esk/contracts/catalog/matka';
import type { MatkaMarket } from '@esk/contracts/http/matka';
import { useId } from 'react';
import { useT } from '@/i18n/i18n';
import styles from './bet-list.module.css';

interface BetListFiltersProps {
  markets: readonly MatkaMarket[];
  matkaEventId: string;
  gameType: AnyMatkaGameType | '';
  onMarket: (matkaEventId: string) => void;
  onGameType: (gameType: AnyMatkaGameType | '') => void;
}

const GAME_TYPES: readonly AnyMatkaGameType[] = [...MATKA_GAME_TYPES, ...HARUP_GAME_TYPES];

/** The Matka Name and Games Type filters (spec 002 §2); '' is All. */
export function BetListFilters({
  markets,
  matkaEventId,
  gameType,
  onMarket,
  onGameType,
}: BetListFiltersProps) {
  const t = useT();
  const marketId = useId();
  const gameId = useId();
  return (
    <div className={styles.selects}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={marketId}>
          {t('matka.filter.matkaName')}
        </label>
        <select
          id={marketId}
          className={styles.select}
          value={matkaEventId}
          onChange={(event) => onMarket(event.target.value)}
        >
          <option value="">{t('matka.filter.all')}</option>
          {markets.map((market) => (
            <option key={market.matkaEventId} value={market.matkaEventId}>
              {market.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={gameId}>
          {t('matka.filter.gamesType')}
        </label>
        <select
          id={gameId}
          className={styles.select}
          value={gameType}
          onChange={(event) => onGameType(event.target.value as AnyMatkaGameType | '')}
        >
          <option value="">{t('matka.filter.all')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`matka.game.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
