/**
 * Baccarat and Baccarat 2 (gtypes baccarat, baccarat2): one 52-card deck, Punto Banco drawing
 * rules. Cards are listed Player, Banker, Player, Banker, then the third cards (Player's,
 * Banker's), '1' where no third card was drawn. A natural (8 or 9 on two cards) stands; else
 * Player draws on 0-5, and Banker draws on 0-2, on 3 unless Player's third card is an 8, on 4
 * against 2-7, on 5 against 4-7, on 6 against 6-7, on 0-5 when Player stood.
 * Player pays 2, Banker 1.95, Tie 9; on a tie Player and Banker bets are returned. Pairs: the
 * side's first two cards of one rank pay 12.
 * Results: '1' Player, '2' Banker, '3' Tie. desc (|): baccarat Winner | Winner Pair | Perfect |
 * Either | Big/Small (5 or 6 cards are Big); baccarat2 Winner | Winner Pair | Score.
 */
import { HIDDEN_CARD } from '@esk/contracts/catalog/cards';
import { baccaratHands, baccaratValue } from '@esk/contracts/catalog/result-cards';
import { rankOf } from '../casino/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const markets: ProviderMarket[] = [
  { sid: '1', nat: 'Player', rate: 2 },
  { sid: '2', nat: 'Banker', rate: 1.95 },
  { sid: '3', nat: 'Tie', rate: 9 },
  { sid: '4', nat: 'Player Pair', rate: 12 },
  { sid: '5', nat: 'Banker Pair', rate: 12 },
];

const total = (cards: readonly string[]) => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether Banker draws a third card, given its total and Player's third card (undefined: Player stood). */
export function bankerDraws(bankerTotal: number, playerThird: string | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const third = baccaratValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/** Deals a coup from six cards off a shuffled deck: the layout list with '1' for undrawn third cards. */
export function dealCoup(six: readonly string[]): string[] {
  const [p1, b1, p2, b2, next1, next2] = six as [string, string, string, string, string, string];
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = total(player) >= 8 || total(banker) >= 8;
  let playerThird: string | undefined;
  let bankerThird: string | undefined;
  let pile = [next1, next2];
  if (!natural) {
    if (total(player) <= 5) {
      playerThird = pile[0];
      pile = pile.slice(1);
    }
    if (bankerDraws(total(banker), playerThird)) bankerThird = pile[0];
  }
  return [p1, b1, p2, b2, playerThird ?? HIDDEN_CARD, bankerThird ?? HIDDEN_CARD];
}

const isPair = (hand: readonly string[]) =>
  hand.length >= 2 && rankOf(hand[0] as string) === rankOf(hand[1] as string);

function createBaccarat(gtype: 'baccarat' | 'baccarat2'): ProviderRules {
  return {
    gtype,
    markets,
    dealsCards: true,
    deal: (rng) => dealCoup(drawCards(rng, 6)),
    evaluate(draw) {
      assertDrawLength(draw, 6, gtype);
      const { player, banker, playerScore, bankerScore } = baccaratHands(draw.join(','));
      const result = playerScore > bankerScore ? '1' : bankerScore > playerScore ? '2' : '3';
      const winnerName = { '1': 'Player', '2': 'Banker', '3': 'Tie' }[result];
      const playerPair = isPair(player);
      const bankerPair = isPair(banker);
      const winnerPair =
        result === '1' && playerPair
          ? 'Player Pair'
          : result === '2' && bankerPair
            ? 'Banker Pair'
            : 'No Pair';
      const perfect =
        (playerPair && player[0] === player[1]) || (bankerPair && banker[0] === banker[1])
          ? 'Perfect Pair'
          : 'No';
      const either = playerPair || bankerPair ? 'Either Pair' : 'No';
      const size = player.length + banker.length > 4 ? 'Big' : 'Small';
      const descLines =
        gtype === 'baccarat'
          ? [winnerName, winnerPair, perfect, either, size]
          : [winnerName, winnerPair, `Player ${playerScore} - Banker ${bankerScore}`];
      return outcome({
        result,
        winners: [
          ...(result === '3' ? ['3'] : [result]),
          ...(playerPair ? ['4'] : []),
          ...(bankerPair ? ['5'] : []),
        ],
        voids: result === '3' ? ['1', '2'] : [],
        desc: descLines.join('|'),
        win: result,
      });
    },
  };
}

export const baccarat = createBaccarat('baccarat');
export const baccarat2 = createBaccarat('baccarat2');
