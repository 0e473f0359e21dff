import type { LiveCasinoShortName } from '@esk/contracts/catalog/casino-games';
import { useParams } from 'react-router-dom';
import { LiveTablePage } from '@/features/casino/components/live-table/live-table-page';

/** /main/{shortName}/{eventId?}: the live table of the route (the eventId parameter selects the game). */
export function LiveTableRoute({ shortName }: { shortName: LiveCasinoShortName }) {
  const { eventId } = useParams();
  return <LiveTablePage shortName={shortName} eventId={eventId} />;
}
