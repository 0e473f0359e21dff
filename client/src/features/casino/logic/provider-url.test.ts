import { describe, expect, it } from 'vitest';
import { isVirtualGame, virtualGamesOnApi, virtualGameUrl } from './provider-url';

describe('the virtual games’ frame', () => {
  it('knows the spec’s three games and nothing else', () => {
    expect(['dus-ka-dam', 'roultee', 'andar-bahar'].every(isVirtualGame)).toBe(true);
    expect(isVirtualGame('dus-ka-dum')).toBe(false);
    expect(isVirtualGame(undefined)).toBe(false);
  });

  it('embeds a provider of its own with the stored login token in the query', () => {
    expect(virtualGameUrl('https://games.example.com', 'dus-ka-dam', 'a b')).toBe(
      'https://games.example.com/games/dus-ka-dam?token=a%20b',
    );
    expect(virtualGamesOnApi({ virtualGamesUrl: 'https://games.example.com' })).toBe(false);
  });

  it('opens the API’s own provider (no virtualGamesUrl) through casinoLoginUrl instead', () => {
    expect(virtualGamesOnApi({ virtualGamesUrl: '' })).toBe(true);
  });
});
