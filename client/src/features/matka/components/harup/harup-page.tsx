import { HARUP_TABS, harupJodiNumbers } from '@esk/contracts/catalog/matka';
import type { MatkaMarket } from '@esk/contracts/http/matka';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Segmented } from '@/components/ui/segmented';
import { useT } from '@/i18n/i18n';
import { useTodayBets } from '../../hooks/use-today-bets';
import { HARUP_DIGITS, HARUP_JODI_GRID } from '../../logic/grids';
import { closeDate, matkaDate, shortNameOf } from '../../logic/market-state';
import { type HarupGrid, harupBetType, harupPickMessage } from '../../logic/pick-flow';
import { numberPositions } from '../../logic/positions';
import { openMatkaSlip, useMatkaSlipStore } from '../../stores/matka-slip-store';
import { matkaToast } from '../../stores/matka-toast';
import styles from '../game/game.module.css';
import { MarketLinks } from '../game/market-links';
import { TodayBets } from '../game/today-bets';
import { NumberGrid } from '../grid/number-grid';
import { MarketHeader } from '../market/market-header';
import { SlipDock } from '../slip/slip-dock';
import { HarupDigits } from './harup-digits';

type Tab = (typeof HARUP_TABS)[keyof typeof HARUP_TABS];

/**
 * The Harup / Andar-Bahar page (/main/satta-matka(s)/{marketEvent}, spec 002 §2, §4): the short
 * name, today's date and the open and close times (the close dated tomorrow when
 * extendedCloseDay is set); tab 1 'Single Patti', the 01-100 grid as JODI (needs jodiBet); tab 2
 * 'Harup Andar Bahar', Andar 1-10 (needs openBet) and Bahar 1-10 (needs closeBet); the slip,
 * today's bets, and the balance refreshed after a bet.
 */
export function HarupPage({ market }: { market: MatkaMarket }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>(HARUP_TABS.singlePatti);
  const bets = useTodayBets(market.matkaEventId);
  const positions = useMemo(
    () => ({
      JODI: numberPositions(bets.data ?? [], 'JODI', harupJodiNumbers()),
      HAROOP_ANDAR: numberPositions(bets.data ?? [], 'HAROOP_ANDAR', HARUP_DIGITS),
      HAROOP_BAHAR: numberPositions(bets.data ?? [], 'HAROOP_BAHAR', HARUP_DIGITS),
    }),
    [bets.data],
  );
  const selection = useMatkaSlipStore((s) =>
    s.selection?.matkaEventId === market.matkaEventId ? s.selection : null,
  );
  const selectedOn = (grid: HarupGrid) => (selection?.gameType === grid ? selection.betNumber : null);

  const latest = useRef(market);
  latest.current = market;
  const pick = useCallback((grid: HarupGrid, number: string) => {
    const message = harupPickMessage(latest.current, grid);
    if (message) return matkaToast.error(message);
    openMatkaSlip({
      matkaEventId: latest.current.matkaEventId,
      gameType: grid,
      betType: harupBetType(grid),
      betNumber: number,
    });
  }, []);
  const pickJodi = useCallback((number: string) => pick('JODI', number), [pick]);

  const now = Date.now();
  const today = matkaDate(now);
  const closesOn = closeDate(now, market.extendedCloseDay);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <MarketHeader
          market={market}
          title={shortNameOf(market)}
          date={today}
          closeDate={closesOn === today ? undefined : closesOn}
        >
          <MarketLinks />
        </MarketHeader>
        <section className={styles.card} aria-label={shortNameOf(market)}>
          <Segmented
            label={t('matka.harup.tabs')}
            options={[
              { value: HARUP_TABS.singlePatti, label: t('matka.harup.tab1') },
              { value: HARUP_TABS.harupAndarBahar, label: t('matka.harup.tab2') },
            ]}
            value={tab}
            onChange={setTab}
            variant="tabs"
            className={styles.tabs}
          />
          {tab === HARUP_TABS.singlePatti ? (
            <NumberGrid
              grid={HARUP_JODI_GRID}
              label={t('matka.harup.tab1')}
              positions={positions.JODI}
              selected={selectedOn('JODI')}
              closed={harupPickMessage(market, 'JODI') !== undefined}
              onPick={pickJodi}
            />
          ) : (
            <HarupDigits market={market} positions={positions} selectedOn={selectedOn} onPick={pick} />
          )}
        </section>
      </div>
      <aside className={styles.side}>
        <SlipDock market={market} hint={t('matka.pickHintJodi')} />
      </aside>
      <div className={styles.wide}>
        <TodayBets market={market} />
      </div>
    </div>
  );
}
