import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { MatchList } from './match-list';

const fetchMock = vi.fn<typeof fetch>();
const list = (data: unknown) => jsonResponse({ error: false, code: 0, message: 'ok', data });
const row = (name: string, extra: Record<string, unknown>) => ({
  ...examplesOf(calls.sports.matchList)[0].response.data[0],
  _id: name,
  matchName: name,
  marketId: `1.${name}`,
  eventId: name,
  ...extra,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  signInForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('match list', () => {
  it('lists cricket by priority then start; in-play rows open the match page', async () => {
    fetchMock.mockResolvedValue(
      list([
        row('Later', { status: 'INPLAY', priority: 1, matchDate: '21-11-2026 04:00:00' }),
        row('Soccer', { status: 'INPLAY', sportId: 1 }),
        row('First', { status: 'INPLAY', priority: 0, matchDate: '21-11-2026 05:00:00' }),
      ]),
    );
    renderAt(<MatchList />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('First'),
      expect.stringContaining('Later'),
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/main/match-deatils/1.First/First');
    expect(links[0]?.textContent).toContain('10:30 AM');
  });

  it('shows F and B on a row not in play and alerts Match Will Be Started Soon', async () => {
    fetchMock.mockResolvedValue(
      list([row('Soon', { status: 'UPCOMING', matchDate: '01-01-2099 10:00:00' })]),
    );
    renderAt(<MatchList />);
    const button = await screen.findByRole('button', { name: /Soon/ });
    expect(button.textContent).toContain('FB');
    expect(screen.queryByTestId('blink-marker')).toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe('Match Will Be Started Soon');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('blinks for a match that has started or starts within 30 minutes', async () => {
    fetchMock.mockResolvedValue(list([row('Live', { status: 'INPLAY', matchDate: '01-01-2020 10:00:00' })]));
    renderAt(<MatchList />);
    expect(await screen.findByTestId('blink-marker')).toBeTruthy();
  });

  it('says No data found when empty, and shows a drifting response in place with a retry', async () => {
    fetchMock.mockResolvedValueOnce(list([]));
    const view = renderAt(<MatchList />);
    expect(await screen.findByText('No data found')).toBeTruthy();
    view.unmount();
    localStorage.clear();
    fetchMock.mockResolvedValue(list([{ nope: true }]));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<MatchList />);
    expect(await screen.findByText('The server sent data this app does not understand')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
