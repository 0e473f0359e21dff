import type { AnyMatkaGameType } from '@esk/contracts/catalog/matka';
import { formatMatkaAmount } from '@esk/contracts/catalog/matka';
import { DATE_FORMATS, formatIst, istDayStart } from '@esk/contracts/dates';
import { useMemo, useRef, useState } from 'react';
import { DatePresetPicker } from '@/components/ui/date-preset-picker';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useT } from '@/i18n/i18n';
import { type DatePreset, presetRange } from '@/lib/date-presets';
import { useMatkaBets } from '../../api/get-matka-bets';
import { useMatkaMarkets } from '../../api/get-matka-list';
import { betListFilter, totalAmount, totalProfitLoss } from '../../logic/bet-list';
import { MatkaBetsTable } from '../bets/matka-bets-table';
import { useCancelFlow } from '../bets/use-cancel-flow';
import styles from './bet-list.module.css';
import { BetListFilters } from './bet-list-filters';

const dayText = (day: string) => formatIst(istDayStart(day), DATE_FORMATS.matkaDate);

/**
 * /main/matka-bet-list (spec 002 §2): the player's matka bets for a preset range (today by
 * default), filtered by Matka Name and Games Type; SR., Matka Name, Bet Number, Game Type,
 * Amt., Result ('Not Declare' until declared), P&L, Created; the P&L sum; Cancel on a bet
 * whose side still takes bets.
 */
export function BetListPage() {
  const t = useT();
  const [preset, setPreset] = useState<DatePreset>('today');
  const [matkaEventId, setMatkaEventId] = useState('');
  const [gameType, setGameType] = useState<AnyMatkaGameType | ''>('');
  const range = presetRange(preset, Date.now());
  const markets = useMatkaMarkets({ meta: { silent: true } });
  const query = useMatkaBets({
    ...range,
    ...(matkaEventId ? { matkaEventId } : {}),
    ...(gameType ? { gameType: betListFilter(gameType) } : {}),
  });
  const marketsById = useMemo(
    () => new Map((markets.data ?? []).map((market) => [market.matkaEventId, market])),
    [markets.data],
  );
  const summaryRef = useRef<HTMLDListElement>(null);
  const { onCancel, dialog } = useCancelFlow(summaryRef);
  const bets = query.data ?? [];
  const pnl = totalProfitLoss(bets);

  return (
    <Panel title={t('title.matkaBetList')} flush>
      <div className={styles.filters}>
        <DatePresetPicker value={preset} onChange={setPreset} className={styles.presets} />
        <span className={`${styles.range} num`}>
          {dayText(range.fromDate)} – {dayText(range.toDate)}
        </span>
        <BetListFilters
          markets={markets.data ?? []}
          matkaEventId={matkaEventId}
          gameType={gameType}
          onMarket={setMatkaEventId}
          onGameType={setGameType}
        />
      </div>
      <dl className={styles.summary} ref={summaryRef} tabIndex={-1} aria-live="polite">
        <div className={styles.stat}>
          <dt>{t('matka.summary.bets')}</dt>
          <dd className="num" data-testid="bets-count">
            {bets.length}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('matka.summary.amount')}</dt>
          <dd className="num">{formatMatkaAmount(totalAmount(bets))}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('matka.summary.pnl')}</dt>
          <dd
            className={`num ${pnl > 0 ? styles.profit : pnl < 0 ? styles.loss : ''}`}
            data-testid="pnl-total"
          >
            {formatMatkaAmount(pnl)}
          </dd>
        </div>
      </dl>
      <QueryStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {query.data && (
        <div className={query.isPlaceholderData ? styles.stale : undefined}>
          <MatkaBetsTable
            bets={query.data}
            marketType={false}
            marketsById={marketsById}
            onCancel={onCancel}
            label="title.matkaBetList"
            emptyText="matka.noBetsInRange"
          />
        </div>
      )}
      {dialog}
    </Panel>
  );
}
