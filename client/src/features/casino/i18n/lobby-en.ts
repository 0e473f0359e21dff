/**
 * English texts of the casino lobby, the provider game pages (virtual, embedded, international)
 * and the 'Please Note' modal, spread into the app's dictionary (client/src/i18n/en.ts). Spec
 * texts keep their exact spelling ('Please Note', "No, I Don't Agree", 'No game found').
 */
export const casinoLobbyEn = {
  'casino.lobby.heading': 'Casino',
  'casino.lobby.tagline':
    'Live dealer tables around the clock, instant virtual games and our international casino.',
  'casino.lobby.liveTables': 'live tables',
  'casino.lobby.virtualGames': 'virtual games',
  'casino.lobby.intTables': 'international tables',
  'casino.lobby.virtual': 'Virtual Casino',
  'casino.lobby.virtualHint': 'Instant rounds from our game partner',
  'casino.lobby.live': 'Live Casino',
  'casino.lobby.liveHint': 'Cards dealt live: bet before the countdown ends',
  'casino.lobby.newLaunch': 'New Launch',
  'casino.lobby.live.badge': 'Live',
  'casino.lobby.instant': 'Instant',
  'casino.lobby.points': 'Points',
  'casino.lobby.table': 'Table',
  'casino.pleaseNote.title': 'Please Note',
  'casino.pleaseNote.intro': 'This game is played in points, at this rate:',
  'casino.pleaseNote.example': 'For example',
  'casino.pleaseNote.rule1': 'Stakes and winnings are counted in points and settled in coins at this rate.',
  'casino.pleaseNote.rule2':
    'Every round settles at once: wins and returned stakes show in your statement and ledger.',
  'casino.pleaseNote.rule3': 'Leaving a Ludo Quick Table before it finishes counts as a loss.',
  'casino.pleaseNote.agree': 'Yes, I Agree',
  'casino.pleaseNote.disagree': "No, I Don't Agree",
  'casino.provider.noGame': 'No game found',
  'casino.provider.noGameHint': 'The game may have moved. Pick another one in the casino.',
  'casino.provider.toLobby': 'Back to casino',
  'casino.provider.opening': 'Opening the game…',
  'casino.provider.failed': 'The game could not be opened.',
  'casino.provider.retry': 'Try again',
  'casino.provider.frameTitle': 'Game',
  'casino.intCasino.intro':
    'Baccarat, poker, war and more tables from our casino partner, dealt on the spot and settled at once.',
  'casino.intCasino.lobby': 'Open the full lobby',
  'casino.intCasino.lobbyHint': 'Every table in one place',
  'casino.intCasino.tables': 'Tables',
  'casino.result.suit.S': 'Spade',
  'casino.result.suit.H': 'Heart',
  'casino.result.suit.C': 'Club',
  'casino.result.suit.D': 'Diamond',
  'casino.result.joker': 'Joker',
  'casino.result.finish': 'Finish',
  'casino.report.playerName': 'Player Name',
  'casino.report.result': 'Result',
  'casino.report.declare': 'Declare',
  'casino.report.notDeclare': 'Not Declare',
  'casino.report.openResult': 'Open the round result',
} as const;
