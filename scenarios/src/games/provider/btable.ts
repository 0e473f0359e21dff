/**
 * Bollywood Casino (gtype btable): one card names the film. A Don; J, Q, K Amar Akbar Anthony;
 * 10, 9 Sahib Bibi Aur Ghulam; 8, 7 Dharam Veer; 6, 5, 4 Kis Kisko Pyaar Karoon; 3, 2 Ghulam.
 * Side boxes: Odd/Even by rank value (A=1 .. K=13), Dulha Dulhan (Q, K) or Barati, Red/Black.
 * Results: '1'..'6' the film. desc (|): Winner | Odd/Even | Dulha Dulhan/Barati | Color | Card.
 */
import { parseCard } from '@esk/contracts/catalog/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const FILMS = [
  { sid: '1', nat: 'Don', ranks: ['A'], rate: 12.3 },
  { sid: '2', nat: 'Amar Akbar Anthony', ranks: ['J', 'Q', 'K'], rate: 4.1 },
  { sid: '3', nat: 'Sahib Bibi Aur Ghulam', ranks: ['10', '9'], rate: 6.15 },
  { sid: '4', nat: 'Dharam Veer', ranks: ['8', '7'], rate: 6.15 },
  { sid: '5', nat: 'Kis Kisko Pyaar Karoon', ranks: ['6', '5', '4'], rate: 4.1 },
  { sid: '6', nat: 'Ghulam', ranks: ['3', '2'], rate: 6.15 },
] as const;

const markets: ProviderMarket[] = [
  ...FILMS.map(({ sid, nat, rate }) => ({ sid, nat, rate })),
  { sid: '7', nat: 'Odd', rate: 1.76 },
  { sid: '8', nat: 'Even', rate: 2.06 },
  { sid: '9', nat: 'Dulha Dulhan', rate: 6.15 },
  { sid: '10', nat: 'Barati', rate: 1.12 },
  { sid: '11', nat: 'Red', rate: 1.9 },
  { sid: '12', nat: 'Black', rate: 1.9 },
];

export const btable: ProviderRules = {
  gtype: 'btable',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 1),
  evaluate(draw) {
    assertDrawLength(draw, 1, 'btable');
    const card = parseCard(draw[0] as string);
    const film = FILMS.find((entry) => (entry.ranks as readonly string[]).includes(card.rank));
    if (!film) throw new RangeError(`btable: no film for ${card.card}`);
    const parity = card.value % 2 === 1 ? 'Odd' : 'Even';
    const couple = card.rank === 'Q' || card.rank === 'K' ? 'Dulha Dulhan' : 'Barati';
    const sidOf = (nat: string) => markets.find((market) => market.nat === nat)?.sid as string;
    return outcome({
      result: film.sid,
      winners: [film.sid, sidOf(parity), sidOf(couple), sidOf(card.colour)],
      desc: [film.nat, parity, couple, card.colour, `Card ${card.rank}`].join('|'),
      win: film.sid,
    });
  },
};
