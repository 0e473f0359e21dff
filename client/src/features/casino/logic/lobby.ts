/**
 * The casino lobby's cards (spec 001 §2.1), derived from the contracts catalogue: the Virtual
 * Casino section (the virtual games, then the 'Please Note' games) and the Live Casino section
 * (the live tables, New Launch where the catalogue says), and the international tables of
 * /main/int-casino. Each card says where it goes and how the app draws its art.
 */
import {
  IFRAME_CASINO_GAMES,
  LIVE_CASINO_GAMES,
  type LiveTableFamily,
  VIRTUAL_CASINO_GAMES,
} from '@esk/contracts/catalog/casino';
import { findProviderGame, INT_CASINO_TABLES } from '@esk/contracts/catalog/int-casino';
import { paths } from '@/config/paths';

/** What the card's art draws (game-art.tsx). */
export type ArtMotif =
  | 'teen'
  | 'teen9'
  | 'lucky7'
  | 'dragonTiger'
  | 'aaa'
  | 'andarBahar'
  | 'worli'
  | 'card32'
  | 'roulette'
  | 'dusKaDum'
  | 'crash'
  | 'ludo'
  | 'globe'
  | 'baccarat'
  | 'poker'
  | 'war'
  | 'race'
  | 'meter'
  | 'queen'
  | 'bollywood'
  | 'cricket';

export type CardKind = 'live' | 'instant' | 'points';

export interface LobbyCard {
  id: string;
  name: string;
  motif: ArtMotif;
  /** The art's base colour. */
  accent: string;
  kind: CardKind;
  isNew: boolean;
  /** Where the card goes straight away. */
  href?: string;
  /** Where the 'Please Note' modal's agree button goes: the card opens the modal first (001 §2.1). */
  pleaseNoteTo?: string;
  /** A short reference under the name (event id, game id). */
  ref: string;
}

const FAMILY_ART: Record<LiveTableFamily, { motif: ArtMotif; accent: string }> = {
  teenTwoPlayer: { motif: 'teen', accent: '#a8123a' },
  teenThreeWay: { motif: 'teen9', accent: '#7b1fa2' },
  lucky7: { motif: 'lucky7', accent: '#b07800' },
  dragonTiger: { motif: 'dragonTiger', accent: '#b33a12' },
  aaa: { motif: 'aaa', accent: '#4a2a9a' },
  andarBahar: { motif: 'andarBahar', accent: '#0b6e70' },
  worli: { motif: 'worli', accent: '#1d4477' },
  card32a: { motif: 'card32', accent: '#2e6a2e' },
  card32eu: { motif: 'card32', accent: '#1f5b52' },
};

const PROVIDER_ART: Record<string, { motif: ArtMotif; accent: string }> = {
  duskadum: { motif: 'dusKaDum', accent: '#6a3aa0' },
  roulette: { motif: 'roulette', accent: '#7a1020' },
  ab20: { motif: 'andarBahar', accent: '#0d5f7a' },
  crash: { motif: 'crash', accent: '#b0172a' },
  ludo: { motif: 'ludo', accent: '#1a5fb8' },
  lobby: { motif: 'globe', accent: '#0b6468' },
  baccarat: { motif: 'baccarat', accent: '#7d1d3f' },
  baccarat2: { motif: 'baccarat', accent: '#5d2a7d' },
  poker: { motif: 'poker', accent: '#1c5a3a' },
  poker20: { motif: 'poker', accent: '#23477a' },
  War: { motif: 'war', accent: '#8a2d12' },
  race20: { motif: 'race', accent: '#2a5a8a' },
  cmeter: { motif: 'meter', accent: '#6b5200' },
  queen: { motif: 'queen', accent: '#8a1c5c' },
  btable: { motif: 'bollywood', accent: '#9a3b00' },
  teen8: { motif: 'teen', accent: '#6e1230' },
  lucky7eu: { motif: 'lucky7', accent: '#8a5e00' },
  dt6: { motif: 'dragonTiger', accent: '#8c2e10' },
  worli: { motif: 'worli', accent: '#253f80' },
  cmatch20: { motif: 'cricket', accent: '#1e6b3a' },
};

const providerArt = (gtype: string) => PROVIDER_ART[gtype] ?? { motif: 'globe' as const, accent: '#0b6468' };

/** The Live Casino section, in the catalogue's order; New Launch from the catalogue. */
export const liveCards = (): LobbyCard[] =>
  LIVE_CASINO_GAMES.map((game) => ({
    id: game.shortName,
    name: game.name,
    ...FAMILY_ART[game.family],
    kind: 'live',
    isNew: game.isNew,
    href: paths.main.liveGame.href(game.shortName, game.eventId),
    ref: game.eventId,
  }));

/** The Virtual Casino section: the virtual games, then the games behind the 'Please Note' modal. */
export function virtualCards(): LobbyCard[] {
  const virtual = VIRTUAL_CASINO_GAMES.map(
    (game): LobbyCard => ({
      id: game.gameName,
      name: game.name,
      ...providerArt(findProviderGame(game.gameName)?.gtype ?? ''),
      kind: 'instant',
      isNew: false,
      href: paths.main.virtualGames.lobbyHref(game.gameName),
      ref: game.gameName,
    }),
  );
  const pleaseNote = (Object.keys(IFRAME_CASINO_GAMES) as (keyof typeof IFRAME_CASINO_GAMES)[]).map(
    (key): LobbyCard => {
      const game = findProviderGame(IFRAME_CASINO_GAMES[key]);
      return {
        id: key,
        name: game?.name ?? key,
        ...providerArt(game?.gtype ?? ''),
        kind: 'points',
        isNew: false,
        pleaseNoteTo: paths.main.iframeCasino.href(IFRAME_CASINO_GAMES[key]),
        ref: IFRAME_CASINO_GAMES[key],
      };
    },
  );
  return [...virtual, ...pleaseNote];
}

/** The international tables of /main/int-casino: each opens its embedded page after the modal. */
export const intTableCards = (): LobbyCard[] =>
  INT_CASINO_TABLES.map((table) => ({
    id: table.gameId,
    name: table.name,
    ...providerArt(table.gtype),
    kind: 'points',
    isNew: false,
    pleaseNoteTo: paths.main.iframeCasino.href(table.gameId),
    ref: table.gameId,
  }));
