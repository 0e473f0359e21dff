import { formatMatkaAmount, MATKA_GAME_TILES, type MatkaGameType } from '@esk/contracts/catalog/matka';
import { matkaDisplayRate } from '@esk/contracts/catalog/matka-gating';
import type { MatkaMarket } from '@esk/contracts/http/matka';
import { Link } from 'react-router-dom';
import { TileGrid } from '@/components/ui/tile-grid';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useGlobalOffset } from '../../hooks/use-display-rate';
import { matkaDate } from '../../logic/market-state';
import { MarketLinks } from '../game/market-links';
import { MarketHeader } from '../market/market-header';
import styles from './list.module.css';

/** What each tile shows as its picture: a number of that game. designed: the spec shows no tile art. */
const SAMPLE: Record<MatkaGameType, string> = {
  SINGLE: '5',
  JODI: '57',
  SINGLE_PATTI: '128',
  DOUBLE_PATTI: '550',
  TRIPLE_PATTI: '777',
  ODD_EVEN: 'O/E',
};

/**
 * /main/matka-type/{matkaName}/{matkaEventId} (spec 002 §2): the market header and six tiles,
 * one per game type of the contracts catalogue, each opening its game page.
 */
export function GameMenuPage({ market }: { market: MatkaMarket }) {
  const t = useT();
  const offset = useGlobalOffset();
  return (
    <>
      <MarketHeader market={market} title={market.name} date={matkaDate(Date.now())}>
        <MarketLinks />
      </MarketHeader>
      <h2 className={styles.heading}>{t('matka.chooseGame')}</h2>
      <TileGrid columns={[2, 3]}>
        {MATKA_GAME_TILES.map((tile) => (
          <li key={tile.gameType}>
            <Link
              to={paths.main.matkaGame.href(tile.route, market.matkaEventId)}
              className={styles.tile}
              data-testid="matka-game-tile"
            >
              <span className={`${styles.sample} num`} aria-hidden="true">
                {SAMPLE[tile.gameType]}
              </span>
              <span className={styles.tileName}>{t(`matka.game.${tile.gameType}`)}</span>
              <span className={styles.tileHint}>{t(`matka.gameHint.${tile.gameType}`)}</span>
              <span className={`${styles.tileRate} num`}>
                {t('matka.rate')} {formatMatkaAmount(matkaDisplayRate(tile.gameType, offset))}
              </span>
            </Link>
          </li>
        ))}
      </TileGrid>
    </>
  );
}
