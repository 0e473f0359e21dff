/**
 * Paths the exchange or the mock answer themselves (API, feeds, sockets, the mock's pages, the
 * control room, the runtime config): a navigation to one is never answered with the app.
 */
export const NOT_THE_APP =
  /^\/(v1|cache|result|games|pages|score|tv|casino-video|socket\.io|__admin|__control|healthz|control\.html|free-game|config\.json)(\/|$|\?)/;
