import type { OddsBet } from '@esk/contracts/http/sports-schemas';
import { memo } from 'react';
import { useT } from '@/i18n/i18n';
import { displayRate, matchBetProfitLoss, oddsMode } from '../../rules/bets';
import { amount2, trimmedAmount } from '../../rules/money';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';

const MatchBetRow = memo(function MatchBetRow({ bet }: { bet: OddsBet }) {
  const mode = oddsMode(bet.type);
  const pnl = matchBetProfitLoss(bet);
  return (
    <tr>
      <td>
        <span className={table.strong}>{bet.teamName}</span>
        <DateTimeText ms={bet.createdAt} />
        <span className={table.sub}>{bet.oddsType}</span>
      </td>
      <td className={table.num}>{displayRate(bet.odds, bet.oddsType)}</td>
      <td className={table.num}>{trimmedAmount(bet.amount)}</td>
      <td className={table.center}>
        <span className={`${table.badge} ${mode === 'KHAI' ? table.lay : table.back}`}>{mode}</span>
      </td>
      <td className={`${table.num} ${pnl >= 0 ? table.blue : table.loss}`}>{amount2(pnl)}</td>
    </tr>
  );
});

/** Match Bets: team (date, market type), rate, amount, mode, P&L on the decided selection. */
export function MatchBetsTable({ bets }: { bets: readonly OddsBet[] }) {
  const t = useT();
  return (
    <div className={table.scroll}>
      <table className={`${table.table} ${table.dense}`}>
        <thead>
          <tr>
            <th>{t('account.bets.team')}</th>
            <th className={table.num}>{t('account.bets.rate')}</th>
            <th className={table.num}>{t('account.bets.amount')}</th>
            <th className={table.center}>{t('account.bets.mode')}</th>
            <th className={table.num}>{t('account.bets.pnl')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.length === 0 ? (
            <tr>
              <td colSpan={5} className={table.empty}>
                {t('account.noBets')}
              </td>
            </tr>
          ) : (
            bets.map((bet, index) => <MatchBetRow key={bet._id ?? index} bet={bet} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
