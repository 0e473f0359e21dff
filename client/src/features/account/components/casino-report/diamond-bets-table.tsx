import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { memo } from 'react';
import { useT } from '@/i18n/i18n';
import { oddsMode } from '../../rules/bets';
import { casinoPnl } from '../../rules/casino-report';
import { formatDateTime } from '../../rules/ist-dates';
import { trimmedAmount } from '../../rules/money';
import { DateTimeText } from '../shared/date-time-text';
import table from '../shared/table.module.css';

const DiamondBetRow = memo(function DiamondBetRow({ bet }: { bet: CasinoBet }) {
  const mode = oddsMode(bet.type);
  const pnl = casinoPnl(bet.profitLoss);
  return (
    <tr>
      <td>
        <span className={table.strong}>{bet.playerName ?? bet.teamName ?? '-'}</span>
        {bet.roundId && <span className={`${table.sub} ${table.id}`}>{bet.roundId}</span>}
        <DateTimeText ms={bet.createdAt} className={table.narrowOnly} />
      </td>
      <td className={`${table.nowrap} ${table.wideOnly}`}>{formatDateTime(bet.createdAt)}</td>
      <td className={table.num}>{bet.odds ?? '-'}</td>
      <td className={table.num}>{trimmedAmount(bet.amount)}</td>
      <td className={table.center}>
        <span className={`${table.badge} ${mode === 'KHAI' ? table.lay : table.back}`}>{mode}</span>
      </td>
      <td>{bet.showResult ?? '-'}</td>
      <td className={`${table.num} ${pnl.positive ? table.blue : table.loss}`}>{pnl.text}</td>
    </tr>
  );
});

/** TEAM (player and round id), Date, Rate, Amount, Mode, Show Result, P&L. */
export function DiamondBetsTable({ bets }: { bets: readonly CasinoBet[] }) {
  const t = useT();
  return (
    <div className={table.scroll}>
      <table className={`${table.table} ${table.dense}`}>
        <thead>
          <tr>
            <th>{t('account.casino.team')}</th>
            <th className={table.wideOnly}>{t('account.bets.date')}</th>
            <th className={table.num}>{t('account.bets.rate')}</th>
            <th className={table.num}>{t('account.bets.amount')}</th>
            <th className={table.center}>{t('account.bets.mode')}</th>
            <th>{t('account.casino.showResult')}</th>
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
            bets.map((bet, index) => <DiamondBetRow key={bet._id ?? `${bet.roundId}-${index}`} bet={bet} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
