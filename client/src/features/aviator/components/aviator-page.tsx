/**
 * The aviator page (spec 002 §2): the crash history strip, the stage (Pixi) with its tools, two
 * bet panels, and beside them the bets list and the chat. Start reading here.
 */
import { useT } from '@/i18n/i18n';
import { useAviatorSession } from '../hooks/use-aviator-session';
import { PANEL_INDEXES } from '../stores/panels-store';
import styles from './aviator.module.css';
import { BetPanel } from './bet-panel';
import { BetsList } from './bets-list';
import { ChatBox } from './chat-box';
import { HistoryStrip } from './history-strip';
import { RoundAnnouncer } from './round-announcer';
import { ConnectionBanner, FairnessButton, HashLine, SoundToggle } from './stage-tools';
import { StageView } from './stage-view';

export function AviatorPage() {
  const t = useT();
  const session = useAviatorSession();
  return (
    <div className={styles.page} data-testid="aviator-page">
      <div className={styles.game}>
        <HistoryStrip />
        <div className={styles.stageBox}>
          <StageView loop={session.loop} onStageInfo={session.setStageInfo} />
          <ConnectionBanner />
          <div className={styles.stageTools}>
            <SoundToggle />
            <FairnessButton socketUrl={session.settings?.socketUrl} />
          </div>
        </div>
        <HashLine />
        <RoundAnnouncer />
        {session.settingsError && (
          <p className={styles.note} role="alert">
            {t('aviator.settingsFailed')}
          </p>
        )}
        <div className={styles.panels}>
          {PANEL_INDEXES.map((index) => (
            <BetPanel key={index} index={index} />
          ))}
        </div>
      </div>
      <aside className={styles.side}>
        <BetsList />
        <ChatBox />
      </aside>
    </div>
  );
}
