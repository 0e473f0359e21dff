import { findLiveGame, type LiveCasinoShortName, liveGame } from '@esk/contracts/catalog/casino';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useCasinoDetails } from '../../api/get-casino-details';
import { LiveTable } from './live-table';
import styles from './live-table.module.css';

interface LiveTablePageProps {
  /** The route's table (one route per catalogue entry). */
  shortName: LiveCasinoShortName;
  /** The route parameter: selects the game (001 §2.2); the route's own table when absent. */
  eventId?: string | undefined;
}

/** /main/{shortName}/{eventId?}: loads the table's details, then the live table. */
export function LiveTablePage({ shortName, eventId }: LiveTablePageProps) {
  const t = useT();
  const game = (eventId && findLiveGame(eventId)) || liveGame(shortName);
  const details = useCasinoDetails(game.eventId);
  if (details.isPending) return <PageSpinner />;
  if (details.isError) {
    return (
      <div className={styles.pageError} role="alert">
        <Icon name="alert" size={18} />
        <span>{details.error.message || t('casino.table.notFound')}</span>
        <Button size="small" variant="outline" onClick={() => void details.refetch()}>
          {t('casino.table.retry')}
        </Button>
      </div>
    );
  }
  return <LiveTable key={game.eventId} game={game} details={details.data} />;
}
