import { allLiveTables, defineScenario } from '../dsl';

/**
 * Every live table deals its first rounds to a script (each result code the game has),
 * then seeded rounds. Lucky 7 is suspended from 3m to 4m. Table settings QA can see: Instant
 * Worli is read from its cache URL (fetchData 'cache'), 20-20 Dragon Tiger 2 shows and takes
 * back rates 0.02 lower (oddsDifference), and 1 Day Teenpatti refuses bets from 5m to 6m.
 * Result codes: lucky7 0 tie / 1 low / 2 high; dt20, dt202 1 Dragon / 2 Tiger / 3 Tie;
 * teen20 1 A / 2 B; teen 1 A / 3 B; teen9 11 Tiger / 21 Lion / 31 Dragon; aaa 1 Amar /
 * 2 Akbar / 3 Anthony; worli2 the digit; card32 1..4 = Players 8..11; ab2 1 Andar / 2 Bahar.
 * Every casino provider game (the result-popup game types without a live table, the virtual and
 * Please Note games) deals a round at the start and every minute: intCasino.dealRound in the journal
 * names each round id. Roulette is closed from 5m to 6m.
 */
export const casinoRounds = defineScenario({
  name: 'casino-rounds',
  title: 'Casino rounds',
  description:
    'All 11 live tables: the first rounds deal scripted results covering every result code of the game, then ' +
    'seeded rounds; Lucky 7 is suspended from 3m to 4m; Instant Worli is polled from its cache URL, 20-20 Dragon ' +
    'Tiger 2 has an oddsDifference of 0.02 and 1 Day Teenpatti refuses bets (betStatus false) from 5m to 6m. ' +
    'Every casino provider game deals a round at the start and every minute (a round of every result-popup game ' +
    'type); Roulette is closed from 5m to 6m.',
  defaultSeed: 'casino-rounds',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '15m',
  intCasino: { every: '1m', closures: [{ gameId: 'roultee', at: '5m', for: '1m' }] },
  casino: allLiveTables(
    { betting: '12s', revealEvery: '1s' },
    {
      lucky7: { results: ['0', '1', '2'], suspensions: [{ at: '3m', for: '1m' }] },
      dt20: { results: ['1', '2', '3'] },
      dt202: { results: ['3', '1', '2'], settings: [{ oddsDifference: 0.02 }] },
      teen20: { results: ['1', '2'] },
      teen: {
        results: ['1', '3'],
        settings: [
          { at: '5m', betStatus: false, errorMessage: 'Teenpatti is closed for a dealer change' },
          { at: '6m', betStatus: true },
        ],
      },
      teen9: { results: ['11', '21', '31'] },
      aaa: { results: ['1', '2', '3'] },
      worli2: { results: ['0', '5', '9'], settings: [{ fetchData: 'cache' }] },
      'card32-a': { results: ['1', '2', '3', '4'] },
      card32eu: { results: ['4', '3', '2', '1'] },
      ab2: { results: ['1', '2'] },
    },
  ),
});
