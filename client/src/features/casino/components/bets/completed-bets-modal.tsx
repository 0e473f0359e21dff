import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useCasinoBets } from '../../api/get-casino-bets';
import styles from './bets.module.css';
import { CasinoBetsTable } from './casino-bets-table';

/** 'Completed Casino Bets' (001 §2.5): today's declared bets on this table with their total P&L. */
export function CompletedBetsModal({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const t = useT();
  const query = useCasinoBets(eventId, true);
  return (
    <Modal title={t('casino.table.completedBets')} onClose={onClose}>
      {query.isPending ? (
        <p className={styles.loading}>
          <Spinner />
        </p>
      ) : (
        <CasinoBetsTable
          bets={query.data ?? []}
          label="casino.table.completedBets"
          emptyText="casino.table.noCompletedBets"
          withResult
        />
      )}
    </Modal>
  );
}
