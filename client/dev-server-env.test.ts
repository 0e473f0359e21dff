import { describe, expect, it } from 'vitest';
import { devServerSettings } from './dev-server-env';

describe('the dev server settings', () => {
  it('proxy to the mock on 127.0.0.1:8080 and serve on 5173 by default', () => {
    expect(devServerSettings({})).toEqual({ mockUrl: 'http://127.0.0.1:8080', port: 5173 });
  });

  it('follow the PORT npm start gives the mock', () => {
    expect(devServerSettings({ PORT: '9100' }).mockUrl).toBe('http://127.0.0.1:9100');
  });

  it('prefer MOCK_URL (docker compose points it at the exchange service)', () => {
    expect(
      devServerSettings({ MOCK_URL: 'http://exchange:8080/', PORT: '9100', CLIENT_PORT: '3000' }),
    ).toEqual({
      mockUrl: 'http://exchange:8080',
      port: 3000,
    });
  });

  it('refuse values that are not ports or URLs, naming the variable', () => {
    expect(() => devServerSettings({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => devServerSettings({ MOCK_URL: 'exchange' })).toThrow(/MOCK_URL must be a URL/);
  });
});
