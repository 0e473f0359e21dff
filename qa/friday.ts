/**
 * Friday's regression run (six minutes), the worked example of the READMEs: a session
 * declared at 52, a Lucky 7 round won by HIGH, an aviator crash at exactly 2.50 at 4:00,
 * and a forced logout. `npm run sim -- run ./qa/friday.ts --timeline` shows each at its time.
 */
import { defineScenario } from '@esk/scenarios';

export default defineScenario({
  name: 'friday',
  title: 'Friday regression',
  description: 'A session declared at 52, Lucky 7 HIGH, an aviator crash at 2.50 at 4:00, a forced logout.',
  defaultSeed: 'friday',
  duration: '6m',
  accounts: [{ username: 'qa1', password: 'qa1pass1', coins: 50000 }],
  matches: [
    {
      play: 'script',
      teams: ['India', 'Pakistan'],
      series: 'QA Friday T20',
      marketId: '1.250000001',
      eventId: '35000001',
      start: '-20m',
      odds: [{ at: '0s', rates: { India: [0.45, 0.47] } }],
      sessions: [{ name: '10 OVER RUN IND', open: '10s', line: 48, declare: { at: '3m', run: 52 } }],
      result: { at: '5m30s', winner: 'India' },
    },
  ],
  // Lucky 7 result codes: '0' tie (a 7), '1' LOW, '2' HIGH.
  casino: [{ game: 'lucky7', betting: '15s', round: '30s', results: ['2'], afterScript: 'stop' }],
  aviator: { crashes: [{ crashAt: '4m', crash: 2.5 }], afterScript: 'stop' },
  accountEvents: [{ at: '5m45s', logout: 'qa1' }],
});
