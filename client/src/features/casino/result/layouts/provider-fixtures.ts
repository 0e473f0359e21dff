/**
 * One dealt round of each provider game type (scenarios/src/games/provider, seeded), as the
 * result service answers them: the layouts' tests draw these.
 */
import type { CasinoResult } from '@esk/contracts/http/casino-schemas';

export const PROVIDER_RESULT_FIXTURES: readonly CasinoResult[] = [
  {
    gtype: 'baccarat',
    mid: 'baccarat-1',
    cards: '4SS,JCC,2CC,8HH,1,1',
    desc: 'Banker|No Pair|No|No|Small',
    win: '2',
  },
  {
    gtype: 'baccarat2',
    mid: 'baccarat2-1',
    cards: 'QSS,9DD,8DD,6CC,1,1',
    desc: 'Player|No Pair|Player 8 - Banker 5',
    win: '1',
  },
  {
    gtype: 'poker',
    mid: 'poker-1',
    cards: '5HH,7CC,2SS,ADD,9HH,9SS,10SS,4CC,4HH',
    desc: 'Player B##High Card##Two Pair',
    win: '2',
  },
  {
    gtype: 'poker20',
    mid: 'poker20-1',
    cards: '5CC,KCC,5DD,10DD,QSS,JDD,4SS,3HH,KDD',
    desc: 'Player A##Player A Pair / Player B High Card',
    win: '1',
  },
  {
    gtype: 'War',
    mid: 'War-1',
    cards: '6DD,ASS,KHH,4HH,JDD,KDD,QHH',
    desc: 'Player 2,3,6|Red 1,3,4,5,6~Black 2|Odd 2,3,5,6~Even 1,4|Spade 2, Heart 3,4~Club -, Diamond 1,5,6',
    win: '2,3,6',
  },
  {
    gtype: 'race20',
    mid: 'race20-1',
    cards: '3DD,6HH,9SS,5SS,7SS,2SS,9DD,ADD,AHH,7CC,6CC,JCC,2HH,10HH,QSS',
    desc: 'K Spade|91|15',
    win: '1',
  },
  {
    gtype: 'cmeter',
    mid: 'cmeter-1',
    cards: '9SS,10SS,7CC,5SS,10DD,ASS,3HH,8HH,JDD,KCC',
    desc: 'High|Low 33 - High 44',
    win: '2',
  },
  {
    gtype: 'queen',
    mid: 'queen-1',
    cards: '2HH,8HH,JCC,KCC,9DD,5SS,8SS,8DD',
    desc: 'Total 3|Total 0: 11, Total 1: 14, Total 2: 21, Total 3: 24',
    win: '4',
  },
  {
    gtype: 'btable',
    mid: 'btable-1',
    cards: '6HH',
    desc: 'Kis Kisko Pyaar Karoon|Even|Barati|Red|Card 6',
    win: '5',
  },
  {
    gtype: 'teen8',
    mid: 'teen8-1',
    cards:
      'JHH,QHH,10CC,5SS,7SS,9CC,8HH,3HH,ACC,3DD,8CC,4SS,4DD,10SS,6CC,8SS,10DD,JSS,7HH,QCC,7CC,9HH,8DD,KCC,5CC,5DD,2HH',
    desc: 'Player 2,6,7|2 Pair, 6 Colour, 7 Pair|1 High Card, 2 Pair, 3 High Card, 4 High Card~5 High Card, 6 Colour, 7 Pair, 8 High Card~Dealer High Card',
    win: '2,6,7',
  },
  { gtype: 'lucky7eu', mid: 'lucky7eu-1', cards: 'KSS', desc: 'High Card|Odd|Black|Card K|Line 4', win: '2' },
  {
    gtype: 'dt6',
    mid: 'dt6-1',
    cards: '4CC,KCC',
    desc: 'Tiger*No Pair*Dragon Even - Tiger Odd*Dragon Black - Tiger Black*Dragon Club - Tiger Club',
    win: '2',
  },
  { gtype: 'worli', mid: 'worli-1', cards: 'ACC,8SS,2SS', desc: '128|1', win: '1' },
  { gtype: 'cmatch20', mid: 'cmatch20-1', cards: '4HH', desc: 'Run 4', win: '4' },
  {
    gtype: 'ab20',
    mid: 'ab20-1',
    cards: '2SS,9SS,7DD,8SS,5DD,9DD,10CC,6HH,9HH,3CC,10DD,KHH,7CC,4DD',
    desc: 'Andar|4HH|14',
    win: '1',
  },
];
