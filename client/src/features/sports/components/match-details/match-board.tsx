import { stakeLimits } from '@esk/contracts/catalog/sports';
import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import { type ReactNode, useMemo } from 'react';
import layout from '@/components/layout/side-column-page.module.css';
import { useT } from '@/i18n/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import type { MatchDetails } from '../../api/get-match-details';
import { useUserPosition } from '../../api/get-user-position';
import { useLiveEventMarkets } from '../../hooks/use-live-event-markets';
import { useLiveMarket } from '../../hooks/use-live-market';
import { usePlaceBet } from '../../hooks/use-place-bet';
import { useSlipCountdown } from '../../hooks/use-slip-countdown';
import { exchangeTable } from '../../logic/exchange-market';
import { positionsFor } from '../../logic/position';
import { BetConfirmModal } from '../bet-slip/bet-confirm-modal';
import { BetResultModal } from '../bet-slip/bet-result-modal';
import { BetSlip } from '../bet-slip/bet-slip';
import { SlipPanel } from '../bet-slip/slip-panel';
import { BetsSection } from './bets-section';
import { BookmakerTable } from './bookmaker-table';
import { ExchangeTable } from './exchange-table';
import styles from './match-details.module.css';
import { MatchMedia } from './match-media';
import { OtherMatches } from './other-matches';
import { SessionTable } from './session-table';
import { teamNames } from './team-names';

/** Tied match runners while its feed has not arrived (Betfair's Yes / No). */
const TIED_RUNNERS = [
  { selectionId: '37302', name: 'Yes' },
  { selectionId: '37303', name: 'No' },
];

interface MatchBoardProps {
  details: MatchDetails;
  onReload: () => void;
}

/**
 * The match page: media, Match Odds, Bookmaker, Tied Match, Toss and Session tables, the bet slip
 * and the bet lists.
 */
export function MatchBoard({ details, onReload }: MatchBoardProps) {
  const { marketId, eventId, maxMinCoins } = details;
  const live = useLiveMarket({
    marketId,
    socketPerm: details.socketPerm,
    socketUrl: details.socketUrl,
    cacheUrl: details.cacheUrl,
  });
  const isMobile = useIsMobile();
  const { done, confirm } = usePlaceBet({ marketId, eventId });
  useSlipCountdown();
  const slip = <BetSlip maxMinCoins={maxMinCoins} onDone={done} />;

  return (
    <div className={layout.page}>
      <div className={layout.main}>
        <div className={styles.heading}>
          <h2 className={styles.matchName}>{details.matchName}</h2>
          {details.matchDate !== undefined && (
            <span className={`${styles.matchWhen} num`}>
              {formatIst(details.matchDate, DATE_FORMATS.date)}{' '}
              {formatIst(details.matchDate, DATE_FORMATS.time)}
            </span>
          )}
        </div>
        <MatchMedia
          matchName={details.matchName}
          notification={details.notification}
          tvUrl={details.tvUrl}
          scoreIframe={details.scoreIframe}
          onReload={onReload}
        />
        <MarketTables details={details} feed={live.data} inlineSlip={isMobile ? slip : undefined} />
        <BetsSection marketId={marketId} />
      </div>
      <aside className={layout.side}>
        {!isMobile && <SlipPanel>{slip}</SlipPanel>}
        <OtherMatches marketId={marketId} />
      </aside>
      <BetConfirmModal onConfirm={confirm} />
      <BetResultModal />
    </div>
  );
}

interface MarketTablesProps {
  details: MatchDetails;
  /** The match feed: undefined while the first one is on its way, null when the market is suspended. */
  feed: ReturnType<typeof useLiveMarket>['data'];
  /** The slip under the row it was opened from (phones). */
  inlineSlip: ReactNode;
}

/** The match's markets, each with the user's positions: Match Odds, Bookmaker, Tied Match, Toss, Session. */
function MarketTables({ details, feed, inlineSlip }: MarketTablesProps) {
  const t = useT();
  const { marketId, eventId, maxMinCoins } = details;
  // The exchange markets' feed is designed (the spec shows none): a server without its URL (the real
  // API) has no Match Odds or Tied Match tables; the spec's Bookmaker, Toss and Session remain.
  const exchangeFeed = details.otherMarketCacheUrl ?? '';
  const hasExchange = Boolean(details.isMatchOdds || details.isTieOdds) && exchangeFeed !== '';
  const eventMarkets = useLiveEventMarkets({
    eventId,
    socketPerm: details.socketPerm,
    socketUrl: details.socketUrl,
    otherMarketCacheUrl: hasExchange ? exchangeFeed : '',
  });
  const positions = useUserPosition(marketId, { meta: { silent: true } });
  const teams = useMemo(() => teamNames(details.teamData), [details.teamData]);
  const bookmakerPositions = useMemo(() => positionsFor(positions.data, 'bookmaker'), [positions.data]);
  const tossPositions = useMemo(() => positionsFor(positions.data, 'toss'), [positions.data]);
  const matchOddsPositions = useMemo(() => positionsFor(positions.data, 'matchOdds'), [positions.data]);
  const tiedPositions = useMemo(() => positionsFor(positions.data, 'tiedMatch'), [positions.data]);
  const exchangeData = eventMarkets.data;
  // undefined while the first feed is on its way; null when there is none (locked).
  const exchangeOf = (market: 'matchOdds' | 'tiedMatch') =>
    exchangeData === undefined ? undefined : (exchangeTable(exchangeData, market) ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: exchangeOf reads only exchangeData
  const matchOdds = useMemo(() => exchangeOf('matchOdds'), [exchangeData]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: exchangeOf reads only exchangeData
  const tiedMatch = useMemo(() => exchangeOf('tiedMatch'), [exchangeData]);
  const result = feed === null ? null : feed?.result;

  return (
    <>
      {feed === null && (
        <p className={styles.suspendedNote} role="status">
          {t('sports.marketSuspended')}
        </p>
      )}
      {result === undefined ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : (
        <>
          {hasExchange && details.isMatchOdds && (
            <ExchangeTable
              market="matchOdds"
              title={t('sports.matchOdds')}
              table={matchOdds}
              fallbackRunners={teams}
              positions={matchOddsPositions}
              limits={stakeLimits(maxMinCoins, 'matchOdds')}
              inlineSlip={inlineSlip}
            />
          )}
          <BookmakerTable
            market="bookmaker"
            title={t('sports.bookmaker')}
            rows={result?.team_data ?? null}
            fallbackTeams={teams}
            positions={bookmakerPositions}
            limits={stakeLimits(maxMinCoins, 'bookmaker')}
            inlineSlip={inlineSlip}
          />
          {hasExchange && details.isTieOdds && (
            <ExchangeTable
              market="tiedMatch"
              title={t('sports.tiedMatch')}
              table={tiedMatch}
              fallbackRunners={TIED_RUNNERS}
              positions={tiedPositions}
              limits={stakeLimits(maxMinCoins, 'tiedMatch')}
              inlineSlip={inlineSlip}
            />
          )}
          {details.isToss && (
            <BookmakerTable
              market="toss"
              title={t('sports.toss')}
              rows={result?.toss_data ?? null}
              fallbackTeams={teams}
              positions={tossPositions}
              limits={stakeLimits(maxMinCoins, 'toss')}
              inlineSlip={inlineSlip}
            />
          )}
          <SessionTable
            sessions={result?.session ?? null}
            limits={stakeLimits(maxMinCoins, 'fancy')}
            inlineSlip={inlineSlip}
          />
        </>
      )}
    </>
  );
}
