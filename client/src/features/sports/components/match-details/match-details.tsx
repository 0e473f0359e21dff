import { MATCH_STATUS } from '@esk/contracts/catalog/sports';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMatchDetails } from '../../api/get-match-details';
import { InlineError } from '../inline-error';
import sportsStyles from '../sports.module.css';
import { MatchBoard } from './match-board';

interface MatchDetailsProps {
  marketId: string;
  /** Reloads the page (bet-modal switch, marketReload). */
  onReload: () => void;
}

/** Loads sports/sportByMarketId; a COMPLETED match sends the user to the dashboard once. */
export function MatchDetailsPage({ marketId, onReload }: MatchDetailsProps) {
  const navigate = useNavigate();
  const query = useMatchDetails(marketId, { meta: { silent: true } });
  const redirected = useRef(false);
  const completed = query.data?.status.trim().toUpperCase() === MATCH_STATUS.completed;

  useEffect(() => {
    if (!completed || redirected.current) return;
    redirected.current = true;
    navigate(paths.main.dashboard.href(), { replace: true });
  }, [completed, navigate]);

  if (query.isPending) {
    return (
      <div className={sportsStyles.loading}>
        <Spinner />
      </div>
    );
  }
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} />;
  if (completed) return null;
  return <MatchBoard details={query.data} onReload={onReload} />;
}
