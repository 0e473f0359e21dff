import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useMatchList } from '../../api/get-match-list';
import { useNow } from '../../hooks/use-now';
import { cricketMatches, isBlinking, isInPlay } from '../../logic/match-list';
import { EmptyState, InlineError } from '../inline-error';
import sportsStyles from '../sports.module.css';
import styles from './match-list.module.css';
import { MatchRow } from './match-row';

/** /main/matches: cricket matches by priority then start; in-play rows open the match. */
export function MatchList() {
  const t = useT();
  const query = useMatchList();
  const now = useNow();
  const [alertOpen, setAlertOpen] = useState(false);
  const matches = useMemo(() => cricketMatches(query.data ?? []), [query.data]);
  const onNotStarted = useCallback(() => setAlertOpen(true), []);
  const closeAlert = useCallback(() => setAlertOpen(false), []);

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className={sportsStyles.loading}>
        <Spinner />
      </div>
    );
  } else if (query.isError && !query.data) {
    content = <InlineError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (matches.length === 0) {
    content = <EmptyState text={t('sports.noData')} />;
  } else {
    content = (
      <ul className={styles.list}>
        {matches.map((match) => (
          <MatchRow
            key={match.marketId}
            marketId={match.marketId}
            eventId={match.eventId}
            matchName={match.matchName}
            seriesName={match.seriesName}
            matchDate={match.matchDate}
            inPlay={isInPlay(match)}
            blinking={isBlinking(match.matchDate, now)}
            onNotStarted={onNotStarted}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <Panel title={t('title.matches')} flush>
        {content}
      </Panel>
      {alertOpen && (
        <Modal
          title={t('title.matches')}
          onClose={closeAlert}
          closeIcon={false}
          footer={
            <Button onClick={closeAlert} autoFocus>
              {t('sports.ok')}
            </Button>
          }
        >
          <p className={styles.alertText} role="alert">
            {t('sports.startsSoon')}
          </p>
        </Modal>
      )}
    </>
  );
}
