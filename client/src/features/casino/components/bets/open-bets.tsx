import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import styles from './bets.module.css';
import { CasinoBetsTable } from './casino-bets-table';
import { CompletedBetsModal } from './completed-bets-modal';

interface OpenBetsProps {
  eventId: string;
  bets: readonly CasinoBet[];
}

/** The user's open (undeclared) bets on this table with their total, and the 'Completed Casino Bets' button. */
export function OpenBets({ eventId, bets }: OpenBetsProps) {
  const t = useT();
  const [completedOpen, setCompletedOpen] = useState(false);
  return (
    <Panel
      title={t('casino.table.openBets')}
      actions={
        <Button
          variant="secondary"
          size="small"
          onClick={() => setCompletedOpen(true)}
          className={styles.completedButton}
        >
          {t('casino.table.completedBets')}
        </Button>
      }
      flush
    >
      <CasinoBetsTable bets={bets} label="casino.table.openBets" emptyText="casino.table.noOpenBets" />
      {completedOpen && <CompletedBetsModal eventId={eventId} onClose={() => setCompletedOpen(false)} />}
    </Panel>
  );
}
