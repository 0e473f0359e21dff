import type { SummaryBlocks } from '../../logic/casino-report';
import { PlusMinusBlock } from '../shared/plus-minus-block';
import shared from '../shared/shared.module.css';

/** 'Casino Plus Minus', 'Total Commission', 'Net Plus Minus', once per summary the server sends. */
export function CasinoSummaryBlocks({ summaries }: { summaries: readonly SummaryBlocks[] }) {
  return (
    <>
      {summaries.map((summary, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: summaries have no id and never reorder
        <div key={index} className={shared.blocks3}>
          <PlusMinusBlock title="account.casino.plusMinus" value={summary.plusMinus} casino />
          <PlusMinusBlock title="account.details.totalCommission" value={summary.commission} casino />
          <PlusMinusBlock title="account.details.netPlusMinus" value={summary.net} casino />
        </div>
      ))}
    </>
  );
}
