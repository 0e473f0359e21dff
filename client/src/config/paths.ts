/**
 * Every route of the portal (spec 000 §2, 001 §2, 002 §2). `path` is the router pattern,
 * `href(...)` builds a link. Route spellings (match-deatils, matka-tripple-patti) are the spec's.
 */
import type { MatkaGameRoute } from '@esk/contracts/catalog/matka';

const opt = (...segments: (string | number | undefined)[]) =>
  segments
    .filter((s) => s !== undefined && s !== '')
    .map((s) => `/${encodeURIComponent(String(s))}`)
    .join('');

export const paths = {
  root: { path: '/', href: () => '/' },
  signin: { path: '/signin', href: () => '/signin' },
  notFound: { path: '/404', href: () => '/404' },
  serverError: { path: '/500', href: () => '/500' },
  main: {
    dashboard: { path: 'dashboard', href: () => '/main/dashboard' },
    rules: { path: 'rules', href: () => '/main/rules' },
    matches: { path: 'matches', href: () => '/main/matches' },
    profile: { path: 'profile', href: () => '/main/profile' },
    settings: { path: 'settings', href: () => '/main/settings' },
    statement: { path: 'statement/:userId?', href: (userId?: string) => `/main/statement${opt(userId)}` },
    changePassword: { path: 'changepassword', href: () => '/main/changepassword' },
    freeGame: { path: 'freegame', href: () => '/main/freegame' },
    ledger: { path: 'ledger', href: () => '/main/ledger' },
    completeGame: { path: 'complete-game', href: () => '/main/complete-game' },
    casino: { path: 'casino', href: () => '/main/casino' },
    matchDetails: {
      path: 'match-deatils/:marketId?/:eventId?',
      href: (marketId: string, eventId?: string) => `/main/match-deatils${opt(marketId, eventId)}`,
    },
    pendingBets: { path: 'pending-bets', href: () => '/main/pending-bets' },
    ledgerDetails: {
      path: 'ledger-details/:marketId?',
      href: (marketId: string) => `/main/ledger-details${opt(marketId)}`,
    },
    ledgerCasinoDetails: {
      path: 'ledger-casino-details/:eventId?/:ledgerType?/:date?',
      href: (eventId: string, ledgerType: string, date: string | number) =>
        `/main/ledger-casino-details${opt(eventId, ledgerType, date)}`,
    },
    internationalLedgerCasinoDetails: {
      path: 'international-ledger-casino-details/:eventId?/:ledgerType?/:date?',
      href: (eventId: string, ledgerType: string, date: string | number) =>
        `/main/international-ledger-casino-details${opt(eventId, ledgerType, date)}`,
    },
    editStakes: { path: 'edit-stakes', href: () => '/main/edit-stakes' },
    // casino (001 §2)
    virtualGames: {
      path: 'virtual-games/:gameName?',
      href: (gameName: string) => `/main/virtual-games${opt(gameName)}`,
      /** The lobby's card links end with a slash, as 001 §2 writes them. */
      lobbyHref: (gameName: string) => `/main/virtual-games${opt(gameName)}/`,
    },
    iframeCasino: {
      path: 'iframe-casino/:gameId?',
      href: (gameId: string) => `/main/iframe-casino${opt(gameId)}`,
    },
    intCasino: { path: 'int-casino', href: () => '/main/int-casino' },
    liveGame: {
      /** One route per table of the contracts catalogue: /main/{shortName}/{eventId?}. */
      path: (shortName: string) => `${shortName}/:eventId?`,
      href: (shortName: string, eventId?: string | number) => `/main${opt(shortName, eventId)}`,
    },
    // matka and aviator (002 §2)
    matkaList: { path: 'matka-list', href: () => '/main/matka-list' },
    matkaBetList: { path: 'matka-bet-list', href: () => '/main/matka-bet-list' },
    sattaMatka: { path: 'satta-matka/:marketEvent', href: (e: string) => `/main/satta-matka${opt(e)}` },
    sattaMatkas: { path: 'satta-matkas/:marketEvent', href: (e: string) => `/main/satta-matkas${opt(e)}` },
    matkaType: {
      path: 'matka-type/:matkaName/:matkaEventId',
      href: (name: string, id: string) => `/main/matka-type${opt(name, id)}`,
    },
    matkaGame: {
      path: (game: MatkaGameRoute) => `${game}/:matkaEventId`,
      href: (game: MatkaGameRoute, matkaEventId: string) => `/main/${game}${opt(matkaEventId)}`,
    },
    aviator: { path: 'aviator/:eventId', href: (eventId: string) => `/main/aviator${opt(eventId)}` },
  },
} as const;

export type { MatkaGameRoute } from '@esk/contracts/catalog/matka';
