import type { ExchangeMarket, PriceSize } from '@esk/contracts/http/sports-event-markets';
import { Fragment, memo, type ReactNode, useCallback } from 'react';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import { useFlashOnChange } from '../../hooks/use-flash-on-change';
import {
  type ExchangeRunnerRow,
  type ExchangeTableModel,
  formatSize,
  LADDER_DEPTH,
} from '../../logic/exchange-market';
import { formatPosition, positionTone } from '../../logic/position';
import { formatPrice } from '../../logic/rate';
import { openSlip, slipRowKey, useBetSlipStore } from '../../stores/bet-slip-store';
import styles from './exchange-table.module.css';
import { LockedTag } from './locked-tag';
import tableStyles from './market-table.module.css';
import { InlineSlipRow } from './market-table-parts';

type Side = 'back' | 'lay';

interface PriceProps {
  side: Side;
  level: PriceSize | null;
  /** The best price of its side: a button that opens the slip; deeper levels only show depth. */
  best: boolean;
  locked: boolean;
  label: string;
  onPick?: () => void;
}

function PriceCell({ side, level, best, locked, label, onPick }: PriceProps) {
  const t = useT();
  const price = level ? formatPrice(level.price) : '';
  const size = level ? formatSize(level.size) : '';
  const flashRef = useFlashOnChange<HTMLSpanElement>(`${price}:${size}`);
  const sideClass = `${styles[side]} ${locked ? tableStyles.lockedCell : ''}`;
  const body = (
    <>
      <span ref={flashRef} className={tableStyles.flash} aria-hidden="true" />
      <span className={`${styles.price} num`}>{locked ? '' : price || '-'}</span>
      {/* A space, so the text read for the name check (WCAG 2.5.3) is '1.63 18.6k', as the name says. */}
      {!locked && size && ' '}
      {!locked && size && <span className={`${styles.size} num`}>{size}</span>}
    </>
  );
  if (!best) return <div className={`${styles.cell} ${styles.depthCell} ${sideClass}`}>{body}</div>;
  const clickable = !locked && level !== null && onPick !== undefined;
  // The accessible name says which runner and side, and the numbers the cell shows (WCAG 2.5.3).
  const name = clickable ? `${label} ${price} ${size} ${t('sports.available')}` : `${label} ${price || '-'}`;
  return (
    <button
      type="button"
      className={`${styles.cell} ${styles.best} ${sideClass}`}
      disabled={!clickable}
      aria-label={name}
      onClick={clickable ? onPick : undefined}
    >
      {body}
    </button>
  );
}

interface RunnerRowProps extends ExchangeRunnerRow {
  market: ExchangeMarket;
  marketId: string;
  /** 'SUSPENDED' / 'CLOSED' while the market takes no bets, '' when open. */
  lockedStatus: string;
  position: number;
}

const sameLevels = (a: (PriceSize | null)[], b: (PriceSize | null)[]) =>
  a.every((level, i) => level?.price === b[i]?.price && level?.size === b[i]?.size);

/** One runner: name and position, back 3-2-1 then lay 1-2-3 (phones: the best of each side). */
export const ExchangeRunner = memo(
  function ExchangeRunner(props: RunnerRowProps) {
    const t = useT();
    const { market, marketId, selectionId, name, back, lay, lockedStatus, position } = props;
    const locked = lockedStatus !== '';
    const pick = useCallback(
      (type: 'L' | 'K', price: number) =>
        openSlip({ market, selectionId, label: name, type, odds: price, run: 0, betfairMarketId: marketId }),
      [market, selectionId, name, marketId],
    );
    const backLabel = `${name} ${t('sports.back')}`;
    const layLabel = `${name} ${t('sports.lay')}`;
    const bestBack = back[0] ?? null;
    const bestLay = lay[0] ?? null;
    return (
      <tr className={tableStyles.row} data-testid={`exchange-row-${market}-${selectionId}`}>
        <td className={tableStyles.name}>
          <span className={tableStyles.title}>{name}</span>
          <span className={tableStyles.meta}>
            <span className={`${tableStyles.position} ${tableStyles[positionTone(position)]} num`}>
              {formatPosition(position)}
            </span>
            {locked && lockedStatus !== 'LOADING' && <LockedTag status={lockedStatus} />}
          </span>
        </td>
        {[2, 1].map((depth) => (
          <td key={`b${depth}`} className={`${styles.priceTd} ${styles.depth}`}>
            <PriceCell
              side="back"
              level={back[depth] ?? null}
              best={false}
              locked={locked}
              label={backLabel}
            />
          </td>
        ))}
        <td className={styles.priceTd}>
          <PriceCell
            side="back"
            level={bestBack}
            best
            locked={locked}
            label={backLabel}
            onPick={bestBack ? () => pick('L', bestBack.price) : undefined}
          />
        </td>
        <td className={styles.priceTd}>
          <PriceCell
            side="lay"
            level={bestLay}
            best
            locked={locked}
            label={layLabel}
            onPick={bestLay ? () => pick('K', bestLay.price) : undefined}
          />
        </td>
        {[1, 2].map((depth) => (
          <td key={`l${depth}`} className={`${styles.priceTd} ${styles.depth}`}>
            <PriceCell side="lay" level={lay[depth] ?? null} best={false} locked={locked} label={layLabel} />
          </td>
        ))}
      </tr>
    );
  },
  (a, b) =>
    a.market === b.market &&
    a.marketId === b.marketId &&
    a.selectionId === b.selectionId &&
    a.name === b.name &&
    a.lockedStatus === b.lockedStatus &&
    a.position === b.position &&
    sameLevels(a.back, b.back) &&
    sameLevels(a.lay, b.lay),
);

interface ExchangeTableProps {
  market: ExchangeMarket;
  title: string;
  /** The market from the event feed; null = no live data (every runner locked); undefined = loading. */
  table: ExchangeTableModel | null | undefined;
  /** Runner names to show while there is no live data. */
  fallbackRunners: readonly { selectionId: string; name: string }[];
  positions: Map<string, number>;
  limits: { min: number; max: number };
  inlineSlip?: ReactNode;
}

const EMPTY_LADDER: (PriceSize | null)[] = Array.from({ length: LADDER_DEPTH }, () => null);
/** Cells locked without a tag while the first feed is on its way. */
const LOADING = 'LOADING';

/** Match Odds or Tied Match: TEAM, three BACK and three LAY prices with the money available at each. */
export function ExchangeTable(props: ExchangeTableProps) {
  const t = useT();
  const slipKey = useBetSlipStore((s) => slipRowKey(s.selection));
  const lockedStatus =
    props.table === undefined
      ? LOADING
      : props.table === null
        ? 'SUSPENDED'
        : props.table.open
          ? ''
          : props.table.status;
  const runners: ExchangeRunnerRow[] =
    props.table?.runners ??
    props.fallbackRunners.map((runner) => ({ ...runner, back: EMPTY_LADDER, lay: EMPTY_LADDER }));
  const limits = `${t('sports.min')}: ${props.limits.min} | ${t('sports.max')}: ${props.limits.max}`;
  const depthHeader = (side: Side, depth: number) => (
    <th scope="col" className={styles.depth}>
      <span className="visually-hidden">{`${t(side === 'back' ? 'sports.back' : 'sports.lay')} ${depth}`}</span>
    </th>
  );
  return (
    <Panel title={props.title} actions={<span className={`${tableStyles.limits} num`}>{limits}</span>} flush>
      <table aria-label={props.title} className={`${tableStyles.table} ${styles.table}`}>
        <colgroup>
          <col />
          {[0, 1].map((i) => (
            <col key={`b${i}`} className={styles.depth} style={{ width: 'var(--price-w)' }} />
          ))}
          <col style={{ width: 'var(--price-w)' }} />
          <col style={{ width: 'var(--price-w)' }} />
          {[0, 1].map((i) => (
            <col key={`l${i}`} className={styles.depth} style={{ width: 'var(--price-w)' }} />
          ))}
        </colgroup>
        <thead>
          <tr className={tableStyles.head}>
            <th scope="col">{t('sports.team')}</th>
            {depthHeader('back', 3)}
            {depthHeader('back', 2)}
            <th scope="col" className={tableStyles.backHead}>
              {t('sports.back')}
            </th>
            <th scope="col" className={tableStyles.layHead}>
              {t('sports.lay')}
            </th>
            {depthHeader('lay', 2)}
            {depthHeader('lay', 3)}
          </tr>
        </thead>
        <tbody>
          {runners.map((runner) => (
            <Fragment key={runner.selectionId}>
              <ExchangeRunner
                {...runner}
                market={props.market}
                marketId={props.table?.marketId ?? ''}
                lockedStatus={lockedStatus}
                position={props.positions.get(runner.selectionId) ?? 0}
              />
              {props.inlineSlip && slipKey === `${props.market}:${runner.selectionId}` && (
                <InlineSlipRow colSpan={7}>{props.inlineSlip}</InlineSlipRow>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
