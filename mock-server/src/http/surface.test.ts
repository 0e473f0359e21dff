import { describe, expect, it } from 'vitest';
import { classifyPath, normalisePath, type Surface } from './surface';

const surface = (url: string): Surface => classifyPath(normalisePath(url)).surface;

describe('normalisePath', () => {
  it.each([
    ['/__admin/status', '/__admin/status'],
    ['/%5F%5Fadmin/status', '/__admin/status'],
    ['/%5f%5fadmin/status?x=1', '/__admin/status'],
    ['//__admin///status', '/__admin/status'],
    ['/./__admin/./status', '/__admin/status'],
    ['/x/../__admin/status', '/__admin/status'],
    ['/../../__admin/status', '/__admin/status'],
    ['/%2e/__admin/status', '/__admin/status'],
    ['/x/%2E%2E/__admin/status', '/__admin/status'],
    ['/%2F__admin/status', '/__admin/status'],
    ['/%255F%255Fadmin/status', '/__admin/status'],
    ['/__admin/status#fragment', '/__admin/status'],
    ['/v1/user/', '/v1/user/'],
    ['/a/b/..', '/a/'],
    ['/', '/'],
    ['', '/'],
    ['/%E0%A4%A/x', '/%E0%A4%A/x'],
    ['/%E0%A4%A/%5F%5Fadmin', '/%E0%A4%A/__admin'],
  ])('%s reads as %s', (url, path) => {
    expect(normalisePath(url)).toBe(path);
  });
});

describe('classifyPath', () => {
  it.each([
    ['/__admin/status', 'admin'],
    ['/__admin', 'admin'],
    ['/__ADMIN/status', 'admin'],
    ['/%5F%5FAdmin/journal', 'admin'],
    ['/x/../__admin/actions', 'admin'],
    ['/v1/user/login', 'api'],
    ['/%76%31/user/login', 'api'],
    ['/cache/sports/1', 'cache'],
    ['/result/allCasinoResult', 'cache'],
    ['/games/api/state', 'provider-api'],
    ['/%67ames/%61pi/play', 'provider-api'],
    ['/games/roultee', 'provider-page'],
    ['/%67ames/roultee', 'provider-page'],
    ['/score/1', 'mock-page'],
    ['/TV/1', 'mock-page'],
    ['/casino-video/teen20', 'mock-page'],
    ['/pages/page.css', 'mock-page'],
    ['/socket.io/', 'socket'],
    ['/__control', 'control'],
    ['/healthz', 'health'],
    ['/main/dashboard', 'client'],
    ['/assets/index.js', 'client'],
    ['/', 'client'],
    ['/constructor', 'client'],
    ['/__proto__/x', 'client'],
  ] as const)('%s is %s', (url, expected) => {
    expect(surface(url)).toBe(expected);
  });

  it('reads a sandbox scope and classifies the rest of the path like a top-level one', () => {
    expect(classifyPath(normalisePath('/sb/qa-1/__admin/status'))).toEqual({
      path: '/sb/qa-1/__admin/status',
      local: '/__admin/status',
      surface: 'admin',
      scope: 'qa-1',
    });
    expect(surface('/sb/x/%5F%5Fadmin/actions')).toBe('admin');
    expect(surface('/SB/x/v1/user/userBalance')).toBe('api');
    expect(classifyPath('/v1/user/login')).toEqual({
      path: '/v1/user/login',
      local: '/v1/user/login',
      surface: 'api',
    });
  });
});
