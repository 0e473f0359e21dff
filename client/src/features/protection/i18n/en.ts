/**
 * Player protection texts (session clock, reality check, daily loss limit), spread into the
 * app's dictionary. {name} marks a value filled in by fillText() (lib/fill-text.ts).
 */
export const protectionEn = {
  'protection.clock.label': 'Time since sign-in',

  'protection.check.title': 'Reality check',
  'protection.check.played': 'You have been playing for {time}.',
  'protection.check.net': 'Net result this session',
  'protection.check.netNote': 'Settled bets from your statement since you signed in.',
  'protection.check.continue': 'Continue',
  'protection.check.logout': 'Log out',
  'protection.time.hoursMinutes': '{hours} h {minutes} min',
  'protection.time.minutes': '{minutes} min',

  'protection.settings.title': 'Player protection',
  'protection.settings.realityCheck': 'Reality check',
  'protection.settings.realityCheckHint':
    'Every so often the app stops to show how long you have played and your net result.',
  'protection.settings.off': 'Off',
  'protection.settings.everyMinutes': '{minutes} min',
  'protection.settings.lossLimit': 'Daily loss limit',
  'protection.settings.lossLimitHint':
    'Once your net loss for the day (India time) reaches it, bets are closed until midnight. A lower limit applies at once, a higher one from tomorrow.',
  'protection.settings.current': 'Limit now',
  'protection.settings.none': 'No limit',
  'protection.settings.lostToday': 'Net loss today',
  'protection.settings.unknown': 'Loading…',
  'protection.settings.pending': 'From {day}',
  'protection.settings.newLimit': 'New daily limit (coins)',
  'protection.settings.save': 'Set limit',
  'protection.settings.remove': 'Remove limit',
  'protection.settings.invalid': 'Enter a whole number of coins, 1 or more.',
  'protection.settings.appliedNow': 'Your daily loss limit is now {amount}.',
  'protection.settings.appliedLater':
    'From {day} your limit will be {amount}; until then it stays {current}.',
  'protection.settings.removedNow': 'You have no daily loss limit.',
  'protection.settings.removedLater': 'Your limit will be removed from {day}; until then it stays {current}.',

  'protection.lock.title': 'Bets closed: daily loss limit reached',
  'protection.lock.text':
    'You have lost {loss} today; your daily loss limit is {limit}. Betting opens again at midnight (India time).',
  'protection.lock.settings': 'Player protection settings',
  'protection.lock.refused': 'Bets are closed: you have reached your daily loss limit.',
};
