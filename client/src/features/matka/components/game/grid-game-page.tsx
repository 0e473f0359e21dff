import type { MatkaGameType, MatkaMarketType } from '@esk/contracts/catalog/matka';
import { marketTypeOptions, matkaDisplayRate, matkaGateMessage } from '@esk/contracts/catalog/matka-gating';
import type { MatkaMarket } from '@esk/contracts/http/matka';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { useGlobalOffset } from '../../hooks/use-display-rate';
import { useTodayBets } from '../../hooks/use-today-bets';
import { gameGrid, gridNumbers, tileOf } from '../../logic/grids';
import { marketPhase, matkaDate, phaseTakesBets } from '../../logic/market-state';
import { gamePageBetType, gamePickMessage, needsMarketType } from '../../logic/pick-flow';
import { numberPositions } from '../../logic/positions';
import { openMatkaSlip, useMatkaSlipStore } from '../../stores/matka-slip-store';
import { matkaToast } from '../../stores/matka-toast';
import { NumberGrid } from '../grid/number-grid';
import { MarketHeader } from '../market/market-header';
import { SlipDock } from '../slip/slip-dock';
import styles from './game.module.css';
import { MarketLinks } from './market-links';
import { MarketTypePicker } from './market-type-picker';
import { TodayBets } from './today-bets';

export type GridGameType = Exclude<MatkaGameType, 'ODD_EVEN'>;

/**
 * A number game page (single, jodi, single/double/triple patti; spec 002 §2, §4): the market
 * header, the market type (the Jodi page always bets CLOSE), the number grid with the P&L
 * under each number, today's bets, and the slip. A tap runs the pick flow: market type, then
 * betStatus, then the side's flag; only then the slip opens.
 */
export function GridGamePage({ market, gameType }: { market: MatkaMarket; gameType: GridGameType }) {
  const t = useT();
  const offset = useGlobalOffset();
  const [marketType, setMarketType] = useState<MatkaMarketType | null>(null);
  const grid = useMemo(() => gameGrid(gameType), [gameType]);
  const numbers = useMemo(() => gridNumbers(grid), [grid]);
  const bets = useTodayBets(market.matkaEventId, gameType);
  const positions = useMemo(
    () => numberPositions(bets.data ?? [], gameType, numbers),
    [bets.data, gameType, numbers],
  );
  const selected = useMatkaSlipStore((s) =>
    s.selection?.matkaEventId === market.matkaEventId && s.selection.gameType === gameType
      ? s.selection.betNumber
      : null,
  );

  // The tiles are memoised: the tap handler reads the latest market and choice through refs.
  const latest = useRef({ market, marketType });
  latest.current = { market, marketType };
  const onPick = useCallback(
    (number: string) => {
      const { market: now, marketType: chosen } = latest.current;
      const message = gamePickMessage(now, gameType, chosen);
      const betType = gamePageBetType(gameType, chosen);
      if (message || betType === null) {
        matkaToast.error(message ?? '');
        return;
      }
      openMatkaSlip({ matkaEventId: now.matkaEventId, gameType, betType, betNumber: number });
    },
    [gameType],
  );

  const tile = tileOf(gameType);
  const betType = gamePageBetType(gameType, marketType);
  const closed =
    betType === null
      ? !phaseTakesBets(marketPhase(market))
      : matkaGateMessage(market, gameType, betType) !== undefined;
  const gameName = t(`matka.game.${gameType}`);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <MarketHeader
          market={market}
          title={`${market.name}-${tile.suffix}`}
          date={matkaDate(Date.now())}
          rate={matkaDisplayRate(gameType, offset)}
        >
          <MarketLinks menu={{ name: market.name, matkaEventId: market.matkaEventId }} />
        </MarketHeader>
        <section className={styles.card} aria-label={gameName}>
          {needsMarketType(gameType) ? (
            <MarketTypePicker
              options={marketTypeOptions(market)}
              value={marketType}
              onChange={setMarketType}
            />
          ) : (
            <p className={styles.fixedType}>{t('matka.jodiAlwaysClose')}</p>
          )}
          {!closed && (
            <p className={styles.hint}>
              {needsMarketType(gameType) ? t('matka.pickHint') : t('matka.pickHintJodi')}
            </p>
          )}
          <NumberGrid
            grid={grid}
            label={t('matka.numbers').replace('{game}', gameName)}
            positions={positions}
            selected={selected}
            closed={closed}
            onPick={onPick}
          />
        </section>
      </div>
      <aside className={styles.side}>
        <SlipDock
          market={market}
          hint={needsMarketType(gameType) ? t('matka.pickHint') : t('matka.pickHintJodi')}
        />
      </aside>
      <div className={styles.wide}>
        <TodayBets market={market} gameType={gameType} />
      </div>
    </div>
  );
}
