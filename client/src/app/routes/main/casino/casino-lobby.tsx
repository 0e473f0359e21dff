import { useParams } from 'react-router-dom';
import { CasinoLobbyPage } from '@/features/casino/lobby/casino-lobby-page';
import { IframeCasinoPage } from '@/features/casino/provider/iframe-casino-page';
import { IntCasinoPage } from '@/features/casino/provider/int-casino-page';
import { VirtualGamePage } from '@/features/casino/provider/virtual-game-page';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/** /main/casino: the lobby. */
export function CasinoLobbyRoute() {
  return (
    <div className={styles.stack}>
      <CasinoLobbyPage />
      <BackToMenu />
    </div>
  );
}

/** /main/virtual-games/:gameName?: a virtual game, or 'No game found'. */
export function VirtualGamesRoute() {
  const { gameName } = useParams();
  return <VirtualGamePage key={gameName} gameName={gameName} />;
}

/** /main/iframe-casino/:gameId?: a provider game from the casino login URL. */
export function IframeCasinoRoute() {
  const { gameId } = useParams();
  return <IframeCasinoPage key={gameId} gameId={gameId} />;
}

/** /main/int-casino: the international casino's tables. */
export function IntCasinoRoute() {
  return (
    <div className={styles.stack}>
      <IntCasinoPage />
      <BackToMenu />
    </div>
  );
}
