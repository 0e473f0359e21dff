import { describe, expect, it } from 'vitest';
import { casinoCache } from '../http/casino';
import {
  casinoBetSchema,
  casinoDetailsSchema,
  casinoRoundSchema,
  marketRowSchema,
} from '../http/casino-schemas';
import { roundUpdate } from '../socket/casino-room';
import {
  ANDAR_BAHAR_ODDS,
  andarBaharCards,
  BET_SLIP_COUNTDOWN_SECONDS,
  betMode,
  card32PlayerCards,
  casinoLoginProvider,
  casinoVideoUrl,
  DEFAULT_CASINO_GAME_CODES,
  DEFAULT_CASINO_SHORT_NAME,
  findLiveGame,
  gameKind,
  IFRAME_CASINO_GAMES,
  internationalProfitLoss,
  isMarketOpen,
  LIVE_CASINO_GAMES,
  LIVE_CASINO_SHORT_NAMES,
  LIVE_TABLE_FAMILIES,
  liveGame,
  lucky7BetFor,
  marketName,
  marketSid,
  netRate,
  normalizeStakeInput,
  plusMinusText,
  resultLetter,
  roundPositions,
  splitCards,
  splitResultDesc,
  stepRate,
  TEEN20_DEFAULT_MAX,
  TEEN20_DEFAULT_MIN,
  teen20Odds,
  totalProfitLoss,
  toWireRate,
  usesSocketFeed,
  VIRTUAL_CASINO_GAMES,
  WORLI_BASE_RATE,
  worliRate,
} from './casino';

const row = (fields: Record<string, unknown>) => marketRowSchema.parse(fields);

describe('catalogue', () => {
  it('lists the 11 live games of the lobby with their event ids and New Launch badges', () => {
    expect(LIVE_CASINO_GAMES).toHaveLength(11);
    expect(LIVE_CASINO_GAMES.map((g) => `${g.eventId}:${g.shortName}`)).toEqual([
      '3030:teen20',
      '3032:lucky7',
      '3035:dt20',
      '3056:aaa',
      '3054:worli2',
      '3059:dt202',
      '3031:teen',
      '3048:teen9',
      '3055:card32-a',
      '3034:card32eu',
      '3043:ab2',
    ]);
    expect(LIVE_CASINO_GAMES.filter((g) => g.isNew).map((g) => g.shortName)).toEqual([
      'teen9',
      'card32-a',
      'card32eu',
    ]);
    expect(new Set(LIVE_CASINO_GAMES.map((g) => g.eventId)).size).toBe(11);
  });

  it('gives every table a page family, and every family a table', () => {
    expect(new Set(LIVE_CASINO_GAMES.map((g) => g.family))).toEqual(new Set(LIVE_TABLE_FAMILIES));
    expect(LIVE_CASINO_GAMES.filter((g) => g.family === 'teenTwoPlayer').map((g) => g.shortName)).toEqual([
      'teen20',
      'teen',
    ]);
    expect(LIVE_CASINO_SHORT_NAMES).toEqual(LIVE_CASINO_GAMES.map((g) => g.shortName));
    expect(liveGame('card32eu').name).toBe('32 Cards B');
  });

  it('has the virtual games, iframe games and default codes', () => {
    expect(VIRTUAL_CASINO_GAMES.map((g) => g.gameName)).toEqual(['dus-ka-dam', 'roultee', 'andar-bahar']);
    expect(IFRAME_CASINO_GAMES).toEqual({ Aviator: '201206', Ludo: '600113', IntCasino: '900000' });
    expect(DEFAULT_CASINO_GAME_CODES).toContain('abj');
    expect(DEFAULT_CASINO_GAME_CODES).toHaveLength(10);
    // Every default code is a table the client knows: it has a rule family.
    for (const code of DEFAULT_CASINO_GAME_CODES) expect(gameKind(code), code).not.toBe('other');
  });

  it("reads casino details without a shortName as the spec's default, 'lucky7eu' (001 §3)", () => {
    const details = casinoDetailsSchema.parse({ eventId: 3032, name: 'Lucky 7' });
    expect(details.shortName).toBe(DEFAULT_CASINO_SHORT_NAME);
    expect(casinoDetailsSchema.parse({ eventId: 3032, name: 'Lucky 7', shortName: ' ' }).shortName).toBe(
      'lucky7eu',
    );
    expect(casinoDetailsSchema.parse({ eventId: 3032, name: 'Lucky 7', shortName: 'lucky7' }).shortName).toBe(
      'lucky7',
    );
  });

  it('finds games and the login provider', () => {
    expect(findLiveGame('3056')?.shortName).toBe('aaa');
    expect(findLiveGame(3048)?.shortName).toBe('teen9');
    expect(findLiveGame('dt202')?.eventId).toBe('3059');
    expect(findLiveGame('nope')).toBeUndefined();
    expect(casinoLoginProvider('3031')).toBe('diamond');
    expect(casinoLoginProvider(3031)).toBe('diamond');
    expect(casinoLoginProvider('201206')).toBe('');
  });

  it('keeps the fixed numbers', () => {
    expect(ANDAR_BAHAR_ODDS).toBe(1.95);
    expect(WORLI_BASE_RATE).toBe(9.5);
    expect([TEEN20_DEFAULT_MIN, TEEN20_DEFAULT_MAX]).toEqual([100, 10000]);
    expect(BET_SLIP_COUNTDOWN_SECONDS).toBe(7);
  });
});

describe('resultLetter', () => {
  const letters = (code: string, results: (string | number)[]) =>
    results.map((r) => resultLetter(code, r)).join('');

  it('Lucky 7: T for 0, L for 1, H for 2, else -', () => {
    expect(letters('lucky7', ['0', '1', '2', '3', ''])).toBe('TLH--');
    expect(letters('lucky7eu', [0, 1, 2])).toBe('TLH');
  });
  it('Amar Akbar Anthony: A, B, C for 1, 2, 3', () => {
    expect(letters('aaa', ['1', '2', '3', '0'])).toBe('ABC-');
  });
  it('Dragon Tiger: D for 1, T for 2', () => {
    expect(letters('dt20', ['1', '2', '3'])).toBe('DT-');
    expect(letters('dt202', ['1', '2'])).toBe('DT');
  });
  it('Andar Bahar: A for 1, else B', () => {
    expect(letters('ab2', ['1', '2', '0'])).toBe('ABB');
    expect(letters('abj', ['1'])).toBe('A');
  });
  it('Teenpatti 20-20: A for 1, B for 2; plain teen also reads 3 as B', () => {
    expect(letters('teen20', ['1', '2', '0'])).toBe('AB-');
    expect(letters('teen', ['1', '2', '3', '0'])).toBe('ABB-');
  });
  it('Worli: E for 1, T for 0, R for 2, else A', () => {
    expect(letters('worli2', ['1', '0', '2', '7'])).toBe('ETRA');
    expect(letters('worli', ['1'])).toBe('E');
  });
  it('three-way (teen9): D for 31, T for 11, L for 21', () => {
    expect(letters('teen9', ['31', '11', '21', '1'])).toBe('DTL-');
  });
  it('32 cards: 8, 9, 10, 11 for 1 to 4', () => {
    expect(['1', '2', '3', '4', '5'].map((r) => resultLetter('card32-a', r))).toEqual([
      '8',
      '9',
      '10',
      '11',
      '-',
    ]);
    expect(resultLetter('card32eu', '4')).toBe('11');
  });
  it('unknown games give -', () => {
    expect(resultLetter('baccarat', '1')).toBe('-');
    expect(gameKind('baccarat')).toBe('other');
  });
});

describe('lucky7BetFor', () => {
  it('derives betFor from the first word of the market name', () => {
    expect(lucky7BetFor('HIGH Card')).toBe('lowHigh');
    expect(lucky7BetFor('LOW Card')).toBe('lowHigh');
    expect(lucky7BetFor('Card 7')).toBe('cards');
    expect(lucky7BetFor('Red')).toBe('color');
    expect(lucky7BetFor('Black')).toBe('color');
    expect(lucky7BetFor('Even')).toBe('oddEven');
    expect(lucky7BetFor('Odd')).toBe('oddEven');
  });
});

describe('isMarketOpen', () => {
  it("opens on gstatus '1' and locks on '0', '' or missing", () => {
    expect(isMarketOpen(row({ gstatus: '1' }), 'lucky7')).toBe(true);
    expect(isMarketOpen(row({ gstatus: 1 }), 'dt20')).toBe(true);
    expect(isMarketOpen(row({ gstatus: '0' }), 'lucky7')).toBe(false);
    expect(isMarketOpen(row({ gstatus: '' }), 'worli2')).toBe(false);
    expect(isMarketOpen(row({}), 'worli2')).toBe(false);
    expect(isMarketOpen(undefined, 'worli2')).toBe(false);
  });
  it('opens on ACTIVE and locks on SUSPENDED (AAA, single-market games)', () => {
    expect(isMarketOpen(row({ gstatus: 'ACTIVE' }), 'aaa')).toBe(true);
    expect(isMarketOpen(row({ gstatus: 'SUSPENDED' }), 'aaa')).toBe(false);
  });
  it("opens a three-way column only when its flag is 'True'", () => {
    const teen9 = row({ tstatus: 'True', lstatus: 'False', dstatus: '' });
    expect(isMarketOpen(teen9, 'teen9', 't')).toBe(true);
    expect(isMarketOpen(teen9, 'teen9', 'l')).toBe(false);
    expect(isMarketOpen(teen9, 'teen9', 'd')).toBe(false);
    expect(isMarketOpen(teen9, 'teen9')).toBe(true);
    expect(isMarketOpen(row({ gstatus: '1', tstatus: 'False' }), 'teen9', 't')).toBe(false);
  });
  it('reads sid/sectionId and nat/nation', () => {
    expect(marketSid(row({ sid: '3' }))).toBe('3');
    expect(marketSid(row({ sectionId: 7 }))).toBe('7');
    expect(marketName(row({ nation: 'Player A' }))).toBe('Player A');
    expect(marketName(row({ nat: 'Dragon' }))).toBe('Dragon');
  });
});

describe('rates and stakes', () => {
  it('subtracts oddsDifference and steps by 0.01', () => {
    expect(netRate(1.98, 0.02)).toBe(1.96);
    expect(netRate(2)).toBe(2);
    expect(stepRate(1.96, 1)).toBe(1.97);
    expect(stepRate(1.96, -1)).toBe(1.95);
    expect(toWireRate(1.98 - 0.02)).toBe('1.96');
    expect(teen20Odds(98)).toBe(0.98);
    expect(worliRate(0.5)).toBe(9);
    expect(worliRate()).toBe(9.5);
  });
  it('normalizes the stake input', () => {
    expect(normalizeStakeInput('-5')).toBe('0');
    expect(normalizeStakeInput('abc')).toBe('0');
    expect(normalizeStakeInput('0500')).toBe('500');
    expect(normalizeStakeInput('0')).toBe('0');
    expect(normalizeStakeInput('1000')).toBe('1000');
  });
});

describe('cards and results', () => {
  it('splits card lists', () => {
    expect(splitCards('KHH,2CC')).toEqual(['KHH', '2CC']);
    expect(splitCards('')).toEqual([]);
    expect(splitCards(undefined)).toEqual([]);
  });
  it('deals Andar Bahar cards: the joker first, Bahar at odd indexes, Andar at even ones', () => {
    expect(andarBaharCards('AHH,2CC,3DD,4SS,5HH,1,1')).toEqual({
      joker: 'AHH',
      bahar: ['2CC', '4SS'],
      andar: ['3DD', '5HH'],
    });
    expect(andarBaharCards('1,1,1')).toEqual({ andar: [], bahar: [] });
    const many = Array.from({ length: 31 }, (_, i) => `C${i}`).join(',');
    const { andar, bahar } = andarBaharCards(many);
    expect([andar.length, bahar.length]).toEqual([12, 12]);
  });
  it('deals 32-card desc round-robin to four players, hiding face-down 1s', () => {
    expect(card32PlayerCards('8HH,9SS,1,JCC,2DD,1,3HH,1')).toEqual([
      ['8HH', '2DD'],
      ['9SS'],
      ['3HH'],
      ['JCC'],
    ]);
  });
  it('splits result desc by game', () => {
    expect(splitResultDesc('dt20', 'Dragon*Black*Odd')).toEqual(['Dragon', 'Black', 'Odd']);
    expect(splitResultDesc('poker20', 'Player A##Two Pair')).toEqual(['Player A', 'Two Pair']);
    expect(splitResultDesc('aaa', 'Amar|Odd|Red')).toEqual(['Amar', 'Odd', 'Red']);
    expect(splitResultDesc('aaa', '')).toEqual([]);
  });
});

describe('bets and reports', () => {
  const bet = (fields: Record<string, unknown>) =>
    casinoBetSchema.parse({ createdAt: '2026-03-14T10:22:31.412Z', amount: 100, ...fields });

  it('sums posArray of the open bets of the current round', () => {
    const bets = [
      bet({ roundId: '101', posArray: { '1': -100, '2': '96' } }),
      bet({ roundId: '101', posArray: { '1': 98, '2': -100 } }),
      bet({ roundId: '100', posArray: { '1': 500 } }),
      bet({ roundId: '101', isDeclare: true, posArray: { '1': 1000 } }),
    ];
    expect(roundPositions(bets, '101')).toEqual({ '1': -2, '2': -4 });
  });
  it('totals declared profit/loss only', () => {
    const bets = [
      bet({ isDeclare: true, profitLoss: 96 }),
      bet({ isDeclare: 1, profitLoss: '-100' }),
      bet({}),
    ];
    expect(totalProfitLoss(bets)).toBe(-4);
  });
  it('labels modes, international P&L and summary texts', () => {
    expect(betMode('K')).toBe('KHAI');
    expect(betMode('L')).toBe('LAGAI');
    expect(internationalProfitLoss({ creditAmount: 300, debitAmount: 500, rollbackAmount: 50 })).toBe(-150);
    expect(plusMinusText(12.5)).toBe('You Won 12.5/- Coins.');
    expect(plusMinusText(-100)).toBe('You Lost 100/- Coins.');
    expect(plusMinusText(0)).toBe('You Lost 0/- Coins.');
  });
});

describe('casino details and feed', () => {
  it('picks the video by videoUrlType', () => {
    expect(casinoVideoUrl({ videoUrlType: '2', videoUrl1: 'a', videoUrl2: 'b' })).toBe('b');
    expect(casinoVideoUrl({ videoUrl1: 'a' })).toBe('a');
    expect(casinoVideoUrl({})).toBe('');
  });
  it('tells socket from cache feeds', () => {
    expect(usesSocketFeed({ fetchData: 'socket', socketURL: 'https://s' })).toBe(true);
    expect(usesSocketFeed({ fetchData: 'cache', socketURL: 'https://s' })).toBe(false);
  });
  it('parses an idle round with blank rates and no result', () => {
    const round = casinoRoundSchema.parse({
      data: {
        t1: [{ mid: '0', autotime: '0', C1: '1' }],
        t2: [{ mid: '0', sid: '', rate: '', gstatus: '0' }],
      },
    });
    expect(round.result).toEqual([]);
    expect(round.data.t2[0]?.rate).toBe(0);
    expect(round.data.t1[0]?.autotime).toBe(0);
  });
  it('reads the cache body wrapped ({data: round}) or bare, to the same round', () => {
    const round = { data: { t1: [{ mid: '101', autotime: '5' }], t2: [{ sid: '1', gstatus: '1' }] } };
    const wrapped = casinoCache.response.parse({ data: { ...round, result: [{ mid: '100', result: '2' }] } });
    const bare = casinoCache.response.parse({ ...round, result: [{ mid: '100', result: '2' }] });
    expect(bare).toEqual(wrapped);
    expect(wrapped.data.t1[0]?.mid).toBe('101');
    expect(wrapped.result[0]?.result).toBe('2');
  });
  it('reads the room push as an object or a JSON string', () => {
    const push = { data: { t1: [{ mid: 7 }], t2: [] }, result: [] };
    expect(roundUpdate.payload.parse(JSON.stringify(push))).toEqual(roundUpdate.payload.parse(push));
    expect(roundUpdate.payload.parse(push).data.t1[0]?.mid).toBe('7');
  });
});
