/** The installable app's texts (offline screen, update prompt), spread into the app's dictionary. */
export const pwaEn = {
  'pwa.offline.title': 'No connection',
  'pwa.offline.text':
    'The app cannot reach the exchange. Check your internet connection, then try again: nothing is sent while you are offline.',
  'pwa.offline.retry': 'Retry',
  'pwa.offline.checking': 'Checking…',
  'pwa.offline.still': 'Still no connection. Try again in a moment.',
  'pwa.update.title': 'Update available',
  'pwa.update.text': 'A new version of the app is ready.',
  'pwa.update.reload': 'Reload',
  'pwa.update.later': 'Later',
  'pwa.update.waiting': 'Reloading once your bet is through…',
};
