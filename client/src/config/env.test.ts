import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, resolveConfig } from './env';

describe('runtime configuration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the defaults when nothing is configured', () => {
    expect(resolveConfig(undefined, {})).toEqual({
      apiBaseUrl: '',
      socketUrl: '',
      secretKey: 'exchange-sim-secret',
      blockDevtools: true,
      domain: location.host,
      oldDataUrl: 'https://old.example.com/',
      freeGameUrl: '/free-game/index.html',
      testBridge: false,
      casinoResultUrl: '',
      virtualGamesUrl: '',
      serviceWorker: true,
    });
  });

  it('turns the service worker off from config.json', () => {
    expect(resolveConfig({ serviceWorker: false }, {}).serviceWorker).toBe(false);
    expect(resolveConfig({ serviceWorker: 'false' }, { serviceWorker: 'true' }).serviceWorker).toBe(false);
  });

  it('prefers config.json, then VITE_* variables, key by key', () => {
    const config = resolveConfig(
      { apiBaseUrl: 'https://api.example.com/', blockDevtools: false },
      { apiBaseUrl: 'https://env.example.com', secretKey: 'from-env', blockDevtools: 'true' },
    );
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.secretKey).toBe('from-env');
    expect(config.blockDevtools).toBe(false);
  });

  it('falls back when a config.json key is invalid', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = resolveConfig({ secretKey: '', blockDevtools: 'maybe' }, { secretKey: 'env-secret' });
    expect(config.secretKey).toBe('env-secret');
    expect(config.blockDevtools).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"secretKey" is invalid'));
  });

  it('loads /config.json and survives a missing file', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"domain":"site.example"}')),
    );
    expect((await loadConfig()).domain).toBe('site.example');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    expect((await loadConfig()).secretKey).toBe('exchange-sim-secret');
  });
});
