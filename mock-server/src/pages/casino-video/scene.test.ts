import { cardName, readCard } from '@esk/contracts/catalog/cards';
import { LIVE_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { casinoGames, casinoRoundPayload } from '@esk/scenarios/games/casino/index';
import type { RoundView } from '@esk/scenarios/games/types';
import { Rng } from '@esk/scenarios/rng';
import { describe, expect, it } from 'vitest';
import { describeScene, readRound, socketPath, type VideoScene, videoScene } from './scene';

const view = (cards: string[], over: Partial<RoundView>): RoundView => ({
  roundId: 'R1',
  cards,
  shown: 0,
  secondsLeft: 10,
  bettingOpen: true,
  suspended: false,
  lastResults: [{ mid: 'R0', result: '1' }],
  ...over,
});

const faces = (scene: VideoScene) => scene.hands.flatMap((hand) => hand.cards.map((card) => card.face));
const upNames = (scene: VideoScene) =>
  scene.hands.flatMap((hand) => hand.cards.flatMap((card) => (card.face === 'up' ? [card.name] : [])));

describe('the table video follows the round through its phases, on every live table', () => {
  for (const entry of LIVE_CASINO_GAMES) {
    const game = casinoGames[entry.shortName];
    if (!game) throw new Error(`no game module for ${entry.shortName}`);
    const scene = (over: Partial<RoundView>, cards: string[]) =>
      videoScene(entry.family, readRound(casinoRoundPayload(game, view(cards, over))));

    it(`${entry.shortName}: countdown over empty places, face down when closed, face up as dealt, the result's words`, () => {
      const cards = game.deal(new Rng(`video:${entry.shortName}`));
      const outcome = game.evaluate([...cards]);

      const betting = scene({}, cards);
      expect(betting.phase).toBe('betting');
      expect(betting.seconds).toBe(10);
      expect(faces(betting).every((face) => face === 'empty')).toBe(true);

      const closed = scene({ bettingOpen: false, secondsLeft: 0 }, cards);
      expect(closed.phase).toBe('dealing');
      expect(closed.hands.every((hand) => hand.cards.length > 0)).toBe(true);
      expect(faces(closed).every((face) => face === 'down')).toBe(true);

      const one = scene({ bettingOpen: false, secondsLeft: 0, shown: 1 }, cards);
      const firstCard = readCard(cards[0]);
      expect(firstCard).toBeDefined();
      if (firstCard) expect(upNames(one)).toEqual([cardName(firstCard)]);

      const declared = scene(
        {
          bettingOpen: false,
          secondsLeft: 0,
          shown: cards.length,
          lastResults: [{ mid: 'R1', result: outcome.result }],
        },
        cards,
      );
      expect(declared.phase).toBe('result');
      expect(faces(declared)).not.toContain('empty');
      // What the scenario's table calls the result ('Low Card', 'Amar') is in the video's words.
      expect(declared.outcome?.text.toLowerCase()).toContain(game.results[outcome.result]?.toLowerCase());
      expect(declared.hands.filter((hand) => hand.winner).map((hand) => hand.key)).toEqual(
        declared.outcome?.hands ?? [],
      );
    });
  }

  it('a dealt card the table shows is the card the video turns up (Dragon Tiger)', () => {
    const game = casinoGames.dt20!;
    const scene = videoScene(
      'dragonTiger',
      readRound(casinoRoundPayload(game, view(['KHH', '2SS'], { bettingOpen: false, shown: 2 }))),
    );
    expect(scene.hands.map((hand) => [hand.name, upNames({ ...scene, hands: [hand] })])).toEqual([
      ['Dragon', ['King of Hearts']],
      ['Tiger', ['Two of Spades']],
    ]);
  });
});

describe('readRound', () => {
  const push = { data: { t1: [{ mid: 'R1', autotime: 7, C1: 'KHH', C2: '1' }], t2: [] }, result: [] };

  it('reads a push sent as an object or as a JSON string, numbers or strings', () => {
    expect(readRound(push)?.data.t1[0]).toEqual({ mid: 'R1', autotime: 7, C1: 'KHH', C2: '1' });
    expect(readRound(JSON.stringify(push))).toEqual(readRound(push));
  });

  it('ignores anything that is not a live round', () => {
    for (const junk of [null, 42, 'not json', '{"data":{}}', { data: { t1: 'x' } }, []]) {
      expect(readRound(junk)).toBeUndefined();
    }
  });

  it('shows an idle table before the first round', () => {
    const idle = videoScene('dragonTiger', readRound({ data: { t1: [{ mid: '' }], t2: [] }, result: [] }));
    expect(idle).toEqual({ roundId: '', phase: 'idle', seconds: 0, hands: [] });
    expect(describeScene(idle, 'Dragon Tiger')).toBe('Dragon Tiger: waiting for the next round.');
  });
});

describe('describeScene', () => {
  it("says each hand's cards and the result", () => {
    const payload = casinoRoundPayload(
      casinoGames.dt20!,
      view(['KHH', '2SS'], { bettingOpen: false, shown: 1 }),
    );
    expect(describeScene(videoScene('dragonTiger', readRound(payload)), '20-20 Dragon Tiger')).toBe(
      '20-20 Dragon Tiger: no more bets. Dragon: King of Hearts; Tiger: 1 face down.',
    );
  });
});

describe('socketPath', () => {
  it("is the page's own prefix plus /socket.io", () => {
    expect(socketPath('/casino-video/dt20')).toBe('/socket.io');
    expect(socketPath('/sb/abc123/casino-video/dt20')).toBe('/sb/abc123/socket.io');
    expect(socketPath('/elsewhere')).toBe('/socket.io');
  });
});
