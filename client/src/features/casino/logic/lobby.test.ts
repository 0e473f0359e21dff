import { IFRAME_CASINO_GAMES, LIVE_CASINO_GAMES, VIRTUAL_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { INT_CASINO_TABLES } from '@esk/contracts/catalog/int-casino';
import { describe, expect, it } from 'vitest';
import { intTableCards, liveCards, virtualCards } from './lobby';

describe('the casino lobby cards', () => {
  it('lists every live table in the catalogue’s order, linking /main/{shortName}/{eventId}', () => {
    const cards = liveCards();
    expect(cards.map((card) => card.href)).toEqual(
      LIVE_CASINO_GAMES.map((game) => `/main/${game.shortName}/${game.eventId}`),
    );
    expect(cards.filter((card) => card.isNew).map((card) => card.id)).toEqual([
      'teen9',
      'card32-a',
      'card32eu',
    ]);
    expect(cards.find((card) => card.id === 'teen20')?.href).toBe('/main/teen20/3030');
  });

  it('lists the virtual games by /main/virtual-games/{name}/ and the Please Note games without a link', () => {
    const cards = virtualCards();
    expect(cards.slice(0, 3).map((card) => card.href)).toEqual(
      VIRTUAL_CASINO_GAMES.map((game) => `/main/virtual-games/${game.gameName}/`),
    );
    const pleaseNote = cards.slice(3);
    expect(pleaseNote.map((card) => card.pleaseNoteTo)).toEqual([
      '/main/iframe-casino/201206',
      '/main/iframe-casino/600113',
      '/main/iframe-casino/900000',
    ]);
    expect(pleaseNote.map((card) => card.ref)).toEqual(Object.values(IFRAME_CASINO_GAMES));
    expect(pleaseNote.every((card) => card.href === undefined && card.kind === 'points')).toBe(true);
  });

  it('gives every card a unique id and a colour; the int tables open their embedded page', () => {
    const all = [...liveCards(), ...virtualCards(), ...intTableCards()];
    expect(new Set(all.map((card) => card.id)).size).toBe(all.length);
    expect(all.every((card) => /^#[0-9a-f]{6}$/.test(card.accent))).toBe(true);
    expect(intTableCards().map((card) => card.pleaseNoteTo)).toEqual(
      INT_CASINO_TABLES.map((table) => `/main/iframe-casino/${table.gameId}`),
    );
  });
});
