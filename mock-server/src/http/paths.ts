/** Paths of the API, its cache and result URLs, the admin API, sockets and provider games: never the client's index.html. */
const API_PATH = /^\/(v1|cache|result|__admin|socket\.io|games)\//;

export const isApiPath = (url: string): boolean => API_PATH.test(url);

/** The path of a URL without its query. */
export const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};
