/**
 * The simulated casino provider's game pages (/games/{gameId}): the IntCasino lobby of tables,
 * or one game's table. The markup is static and escaped; provider/provider.js fills it from the
 * provider API (/games/api/state, /games/api/play) with the token the URL carries.
 */
import {
  findProviderGame,
  INT_CASINO_TABLES,
  type ProviderGame,
  type ProviderGameKind,
} from '@esk/contracts/catalog/int-casino';
import { escapeHtml, htmlPage } from './html';

/** The provider's name on its pages (designed). */
export const PROVIDER_BRAND = 'SimCasino Live';

const PLAY_LABEL: Record<Exclude<ProviderGameKind, 'lobby'>, string> = {
  cards: 'DEAL',
  roulette: 'SPIN',
  crash: 'FLY',
  ludo: 'ROLL',
};

const HOW_TO: Record<Exclude<ProviderGameKind, 'lobby'>, string> = {
  cards:
    'Pick a box and a chip, then deal: the round is dealt at once. A winning box pays its rate times the stake; a returned box gives the stake back.',
  roulette: 'Pick a box and a chip, then spin the European wheel (0-36). On 0 only Zero wins.',
  crash:
    'Each box is an automatic cash-out: it pays its multiplier when the plane gets there before it flies away.',
  ludo: 'Four tokens race to square 30, rolling together each turn. Pick the colour that gets furthest first.',
};

/** A table's badge in the lobby: the initials of its name ('1 Day Poker' is 1DP). */
const badge = (name: string) =>
  name
    .split(/[\s-]+/)
    .map((word) => (/^\d+$/.test(word) ? word : word[0]))
    .join('')
    .slice(0, 4)
    .toUpperCase();

const head = (title: string) =>
  `<header class="bar"><span class="brand">${escapeHtml(PROVIDER_BRAND)}</span><h1>${escapeHtml(title)}</h1><div class="wallet" id="wallet" aria-live="polite"></div></header>`;

function lobbyPage(game: ProviderGame): string {
  return htmlPage({
    title: `${game.name} · ${PROVIDER_BRAND}`,
    stylesheet: 'provider.css',
    script: 'provider.js',
    data: {
      gameId: game.gameId,
      name: game.name,
      kind: 'lobby',
      tables: INT_CASINO_TABLES.map((table) => ({
        gameId: table.gameId,
        name: table.name,
        badge: badge(table.name),
      })),
    },
    body: `<main id="app" class="provider">${head(game.name)}<section class="panel lobby-head"><h2>Live tables</h2><p>Pick a table: every round is dealt on the spot and settles at once.</p></section><ul class="tables" id="tables"></ul></main>`,
  });
}

function gamePage(game: ProviderGame & { kind: Exclude<ProviderGameKind, 'lobby'> }): string {
  return htmlPage({
    title: `${game.name} · ${PROVIDER_BRAND}`,
    stylesheet: 'provider.css',
    script: 'provider.js',
    bodyClass: `theme-${game.kind}`,
    data: { gameId: game.gameId, name: game.name, kind: game.kind },
    body: [
      `<main id="app" class="provider">${head(game.name)}<div class="layout"><div class="col">`,
      '<section class="panel" aria-labelledby="stage-title"><h2 id="stage-title">Round</h2>',
      '<div class="stage" id="stage"><p class="none">Pick a box and a chip to play.</p></div></section>',
      '<p class="message" id="message" role="status" aria-live="polite"></p>',
      '<section class="panel" aria-labelledby="boxes-title"><h2 id="boxes-title">Boxes</h2><div class="boxes" id="boxes"></div></section>',
      '<section class="panel" aria-labelledby="chips-title"><h2 id="chips-title">Stake in points</h2><div class="chips" id="chips"></div>',
      `<div class="actions"><span class="stake" id="stake" aria-live="polite"></span><button type="button" class="play" id="play" disabled>${PLAY_LABEL[game.kind]}</button></div></section>`,
      '</div><div class="col">',
      '<section class="panel" aria-labelledby="recent-title"><h2 id="recent-title">Recent results</h2><ol class="recent" id="recent"></ol></section>',
      '<section class="panel" aria-labelledby="plays-title"><h2 id="plays-title">My plays</h2><table><thead><tr><th scope="col">Box</th><th scope="col" class="num">Points</th><th scope="col" class="num">Rate</th><th scope="col" class="num">P&amp;L</th></tr></thead><tbody id="plays"></tbody></table></section>',
      `<section class="panel" aria-labelledby="how-title"><h2 id="how-title">How to play</h2><p>${escapeHtml(HOW_TO[game.kind])}</p></section>`,
      '</div></div></main>',
    ].join(''),
  });
}

/** A game's page, or undefined for an id the provider does not have. */
export function providerPage(gameId: string): string | undefined {
  const game = findProviderGame(gameId);
  if (!game) return undefined;
  return game.kind === 'lobby' ? lobbyPage(game) : gamePage({ ...game, kind: game.kind });
}

/** What an unknown game id shows (the spec's text for an unknown virtual game, 001 §8). */
export function noGamePage(gameId: string): string {
  return htmlPage({
    title: `No game found · ${PROVIDER_BRAND}`,
    stylesheet: 'provider.css',
    body: `<main id="app" class="provider"><div class="empty"><h1>No game found</h1><p>${escapeHtml(PROVIDER_BRAND)} has no game ${escapeHtml(gameId)}.</p></div></main>`,
  });
}
