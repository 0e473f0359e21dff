import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { useMatchBets } from '../../api/get-match-bets';
import styles from '../bets/bets.module.css';
import { CompletedFancyModal } from '../bets/completed-fancy-modal';
import { FancyBetsTable } from '../bets/fancy-bets-table';
import { OddsBetsTable } from '../bets/odds-bets-table';
import { InlineError } from '../inline-error';

/** ODDS BETS and FANCY BETS of the match, and the Completed Bets modal. */
export function BetsSection({ marketId }: { marketId: string }) {
  const t = useT();
  const [completedOpen, setCompletedOpen] = useState(false);
  const query = useMatchBets(marketId, { meta: { silent: true } });
  const declared = useMemo(
    () => (query.data?.fancyBetData ?? []).filter((bet) => bet.isDeclare),
    [query.data],
  );
  return (
    <>
      <div className={styles.completedButton}>
        <Button variant="secondary" size="small" onClick={() => setCompletedOpen(true)}>
          {t('sports.completedBets')}
        </Button>
      </div>
      {query.isError && <InlineError error={query.error} onRetry={() => void query.refetch()} />}
      <OddsBetsTable bets={query.data?.oddsBetData ?? []} />
      <FancyBetsTable bets={query.data?.fancyBetData ?? []} />
      {completedOpen && (
        <CompletedFancyModal
          marketId={marketId}
          declared={declared}
          onClose={() => setCompletedOpen(false)}
        />
      )}
    </>
  );
}
