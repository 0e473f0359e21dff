import type { FancyBet } from '@esk/contracts/http/sports-schemas';
import { memo } from 'react';
import { useT } from '@/i18n/i18n';
import { displayRate, fancyBetProfitLoss, fancyMode } from '../../rules/bets';
import { amount2, trimmedAmount } from '../../rules/money';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';

const FancyBetRow = memo(function FancyBetRow({ bet, rejected }: { bet: FancyBet; rejected: boolean }) {
  const mode = fancyMode(bet.type);
  const pnl = fancyBetProfitLoss(bet);
  return (
    <tr>
      <td>
        <span className={table.strong}>{bet.sessionName}</span>
        {bet.createdAt !== undefined && <DateTimeText ms={bet.createdAt} />}
        {rejected && bet.deletedRemark && (
          <span className={`${table.sub} ${table.loss}`}>{bet.deletedRemark}</span>
        )}
      </td>
      <td className={table.num}>{displayRate(bet.odds, 'fancy')}</td>
      <td className={table.num}>{bet.run}</td>
      <td className={table.num}>{bet.decisionRun ?? '-'}</td>
      <td className={table.num}>{trimmedAmount(bet.amount)}</td>
      <td className={table.center}>
        <span className={`${table.badge} ${mode === 'NO' ? table.lay : table.back}`}>{mode}</span>
      </td>
      <td className={`${table.num} ${pnl >= 0 ? table.blue : table.loss}`}>{amount2(pnl)}</td>
    </tr>
  );
});

interface FancyBetsTableProps {
  bets: readonly FancyBet[];
  /** Rejected Bets: the rejection remark shows under the runner. */
  rejected?: boolean;
}

/** Fancy Bets and Rejected Bets: runner (date), rate, run, result run, amount, mode, P&L. */
export function FancyBetsTable({ bets, rejected = false }: FancyBetsTableProps) {
  const t = useT();
  return (
    <div className={table.scroll}>
      <table className={`${table.table} ${table.dense}`}>
        <thead>
          <tr>
            <th>{t('account.bets.runner')}</th>
            <th className={table.num}>{t('account.bets.rate')}</th>
            <th className={table.num}>{t('account.bets.run')}</th>
            <th className={table.num}>{t('account.bets.result')}</th>
            <th className={table.num}>{t('account.bets.amount')}</th>
            <th className={table.center}>{t('account.bets.mode')}</th>
            <th className={table.num}>{t('account.bets.pnl')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.length === 0 ? (
            <tr>
              <td colSpan={7} className={table.empty}>
                {t('account.noBets')}
              </td>
            </tr>
          ) : (
            bets.map((bet, index) => <FancyBetRow key={bet._id ?? index} bet={bet} rejected={rejected} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
