import {
  casinoVideoUrl,
  type LiveCasinoGame,
  roundPositions,
  TEEN20_DEFAULT_MAX,
  TEEN20_DEFAULT_MIN,
  tableGridSpan,
} from '@esk/contracts/catalog/casino';
import type { CasinoDetails, CasinoRound } from '@esk/contracts/http/casino-schemas';
import { type CSSProperties, useMemo, useRef } from 'react';
import { WIDE_BREAKPOINT_PX } from '@/config/constants';
import { useT } from '@/i18n/i18n';
import { useSlipCountdown } from '@/lib/bet-slip/use-slip-countdown';
import { useIsMobile, useMediaQuery } from '@/lib/use-media-query';
import { useCasinoBets } from '../../api/get-casino-bets';
import { TABLE_FAMILIES } from '../../board-layouts';
import { useLiveRound } from '../../hooks/use-live-round';
import { usePlaceCasinoBet } from '../../hooks/use-place-casino-bet';
import { lockBoard } from '../../logic/board-model';
import { useCasinoSlipStore } from '../../stores/casino-slip-store';
import { OpenBets } from '../bets/open-bets';
import { MarketBoard } from '../board/market-board';
import { CasinoAlert, CasinoSlip, CasinoSlipPanel } from '../slip/casino-slip';
import { LastResults } from './last-results';
import styles from './live-table.module.css';
import { RoundCountdown } from './round-countdown';
import { TableCards } from './table-cards';
import { TitleBar } from './title-bar';
import { VideoFrame } from './video-frame';

const EMPTY_ROUND: CasinoRound = { data: { t1: [], t2: [] }, result: [] };

interface LiveTableProps {
  game: LiveCasinoGame;
  details: CasinoDetails;
}

/** The grid's columns from 992 and 1200 px (001 §2.5: 10 of 24; 14 or 12 on 32 Cards A). */
function gridColumns(shortName: string): CSSProperties {
  const span = tableGridSpan(shortName);
  const columns = (game: number) => `minmax(0, ${game}fr) minmax(0, ${24 - game}fr)`;
  return { '--cols-lg': columns(span.lg), '--cols-xl': columns(span.xl) } as CSSProperties;
}

/**
 * A live table (001 §2.5), the same frame for every game: title bar, video with the cards and
 * countdown, the family's betting grid, the slip both ways (the desktop panel in the side column
 * from 768 px, the mobile row under the grid below it), 'Last Result', the open bets and
 * 'Completed Casino Bets'. From 992 px the page is the spec's grid (the game 10 of 24 columns, 14
 * or 12 on 32 Cards A) and Last Result and the bets join the slip in the other column.
 */
export function LiveTable({ game, details }: LiveTableProps) {
  const t = useT();
  const family = TABLE_FAMILIES[game.family];
  const { round } = useLiveRound(details);
  const lastRound = useRef<CasinoRound | undefined>(undefined);
  if (round) lastRound.current = round;
  const shown = round ?? lastRound.current ?? EMPTY_ROUND;
  const info = shown.data.t1[0];
  const roundId = info?.mid ?? '';
  const oddsDifference = details.setting?.oddsDifference ?? 0;

  const sections = useMemo(() => {
    const board = family.board(shown.data, { code: game.shortName, oddsDifference });
    return round === null ? lockBoard(board) : board;
  }, [family, shown, round, game.shortName, oddsDifference]);
  const hands = useMemo(() => family.hands(shown.data), [family, shown]);

  const openBets = useCasinoBets(game.eventId, false);
  const positions = useMemo(() => roundPositions(openBets.data ?? [], roundId), [openBets.data, roundId]);

  const isMobile = useIsMobile();
  const isLarge = useMediaQuery(`(min-width: ${WIDE_BREAKPOINT_PX}px)`);
  const place = usePlaceCasinoBet({ shortName: game.shortName, eventId: game.eventId });
  useSlipCountdown(useCasinoSlipStore);

  const minStake = details.minStake ?? info?.min ?? TEEN20_DEFAULT_MIN;
  const maxStake = details.maxStake ?? info?.max ?? TEEN20_DEFAULT_MAX;
  const slipProps = { sideWords: family.sideWords, minStake, maxStake, onDone: place };
  const closedMessage =
    details.betStatus === false ? details.setting?.errorMessage || t('casino.table.betsClosed') : '';

  const history = (
    <>
      <LastResults code={game.shortName} results={shown.result} />
      <OpenBets eventId={game.eventId} bets={openBets.data ?? []} />
    </>
  );
  return (
    <div className={styles.tableGrid} style={gridColumns(game.shortName)} data-testid="live-table-grid">
      <div className={styles.tableColumn} data-testid="live-table-game">
        <TitleBar
          name={details.name || game.name}
          shortName={game.shortName}
          family={game.family}
          roundId={roundId}
        />
        <VideoFrame
          name={details.name || game.name}
          url={casinoVideoUrl(details)}
          cards={<TableCards hands={hands} />}
          countdown={<RoundCountdown roundId={roundId} seconds={info?.autotime ?? 0} />}
        />
        <p className={`${styles.limits} num`}>
          <span>
            {t('casino.table.min')}: {minStake}
          </span>
          <span>
            {t('casino.table.max')}: {maxStake}
          </span>
        </p>
        {closedMessage && (
          <p className={styles.notice} role="status">
            {closedMessage}
          </p>
        )}
        {round === null && (
          <p className={styles.notice} role="status">
            {t('casino.table.feedPaused')}
          </p>
        )}
        {round === undefined && !lastRound.current ? (
          <div className={styles.boardSkeleton} aria-busy="true">
            {t('casino.table.waiting')}
          </div>
        ) : (
          <MarketBoard
            sections={sections}
            roundId={roundId}
            positions={positions}
            sideWords={family.sideWords}
          />
        )}
        {isMobile && <CasinoSlip {...slipProps} />}
        {!isLarge && history}
      </div>
      {!isMobile && (
        <aside className={styles.tableSide} data-testid="live-table-side">
          <CasinoSlipPanel {...slipProps} />
          {isLarge && history}
        </aside>
      )}
      <CasinoAlert />
    </div>
  );
}
