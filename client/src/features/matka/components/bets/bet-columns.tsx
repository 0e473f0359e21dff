/**
 * The columns of the matka bet tables (spec 002 §2): SR., Matka Name, Bet Number, Game Type,
 * (Market Type on the game pages), Amt., Result, P&L, Created, and a Cancel action where a bet
 * may still be cancelled.
 */
import { formatMatkaAmount } from '@esk/contracts/catalog/matka';
import { DATE_FORMATS, formatIst } from '@esk/contracts/dates';
import type { MatkaBet } from '@esk/contracts/http/matka';
import type { DataTableColumn } from '@/components/ui/data-table';
import { pnlClass } from '@/components/ui/pnl';
import type { MessageKey } from '@/i18n/i18n';
import { isMatkaBetType, isMatkaGameType, resultText } from '../../logic/bet-list';
import { matkaMessageText } from '../../stores/matka-toast';
import styles from './bets.module.css';

export interface BetRow {
  sr: number;
  bet: MatkaBet;
  cancellable: boolean;
}

type Translate = (key: MessageKey) => string;

export const gameTypeText = (t: Translate, gameType: string) =>
  isMatkaGameType(gameType) ? t(`matka.game.${gameType}`) : gameType;

export const betTypeText = (t: Translate, betType: string) =>
  isMatkaBetType(betType) ? t(`matka.betType.${betType}`) : betType;

const betPnlClass = (bet: MatkaBet) => (bet.isDeclare ? pnlClass(bet.profitLoss) : undefined);

interface ColumnOptions {
  marketType: boolean;
  onCancel?: (bet: MatkaBet, button: HTMLButtonElement) => void;
}

export function betColumns({ marketType, onCancel }: ColumnOptions): DataTableColumn<BetRow>[] {
  const columns: (DataTableColumn<BetRow> | false)[] = [
    {
      header: 'matka.col.sr',
      cell: ({ sr, bet }, t) => (
        <>
          <span className={styles.sr}>{sr}</span>
          <span className={`${styles.cardTitle} ${styles.narrowOnly}`} aria-hidden="true">
            {bet.matkaName} · {gameTypeText(t, bet.gameType)} {bet.betNumber}
          </span>
        </>
      ),
    },
    { header: 'matka.col.matkaName', cell: ({ bet }) => bet.matkaName },
    {
      header: 'matka.col.betNumber',
      cell: ({ bet }) => <span className={`${styles.number} num`}>{bet.betNumber}</span>,
    },
    { header: 'matka.col.gameType', cell: ({ bet }, t) => gameTypeText(t, bet.gameType) },
    marketType && { header: 'matka.col.marketType', cell: ({ bet }, t) => betTypeText(t, bet.betType) },
    { header: 'matka.col.amount', align: 'end', cell: ({ bet }) => formatMatkaAmount(bet.amount) },
    {
      header: 'matka.col.result',
      cell: ({ bet }) => {
        const text = resultText(bet);
        return <span className={bet.isDeclare ? undefined : styles.pending}>{matkaMessageText(text)}</span>;
      },
    },
    {
      header: 'matka.col.pnl',
      align: 'end',
      cellClassName: ({ bet }) => betPnlClass(bet),
      cell: ({ bet }) => formatMatkaAmount(bet.profitLoss),
    },
    {
      header: 'matka.col.created',
      className: styles.created,
      cell: ({ bet }) => <span className="num">{formatIst(bet.createdAt, DATE_FORMATS.matkaDateTime)}</span>,
    },
    onCancel !== undefined && {
      header: 'matka.col.action',
      cell: ({ bet, cancellable }, t) =>
        cancellable ? (
          <button
            type="button"
            className={styles.cancel}
            aria-label={t('matka.cancelBet').replace('{number}', bet.betNumber)}
            onClick={(event) => onCancel(bet, event.currentTarget)}
          >
            {t('matka.cancel')}
          </button>
        ) : null,
    },
  ];
  return columns.filter((column): column is DataTableColumn<BetRow> => column !== false);
}
