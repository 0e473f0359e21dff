import { describe, expect, it } from 'vitest';
import { isVirtualGame, virtualGameUrl } from './provider-url';

describe('the virtual games’ frame', () => {
  it('knows the spec’s three games and nothing else', () => {
    expect(['dus-ka-dam', 'roultee', 'andar-bahar'].every(isVirtualGame)).toBe(true);
    expect(isVirtualGame('dus-ka-dum')).toBe(false);
    expect(isVirtualGame(undefined)).toBe(false);
  });

  it('embeds the provider’s page with the stored login token in the query', () => {
    expect(virtualGameUrl({ virtualGamesUrl: '', apiBaseUrl: '' }, 'roultee', 'a b')).toBe(
      '/games/roultee?token=a%20b',
    );
    expect(
      virtualGameUrl(
        { virtualGamesUrl: 'https://games.example.com', apiBaseUrl: 'https://api.example.com' },
        'dus-ka-dam',
        't',
      ),
    ).toBe('https://games.example.com/games/dus-ka-dam?token=t');
    expect(
      virtualGameUrl({ virtualGamesUrl: '', apiBaseUrl: 'https://api.example.com' }, 'andar-bahar', 't'),
    ).toBe('https://api.example.com/games/andar-bahar?token=t');
  });
});
