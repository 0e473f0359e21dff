import { liveGame } from '@esk/contracts/catalog/casino';
import type { CasinoDetails } from '@esk/contracts/http/casino-schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationsStore } from '@/stores/notifications-store';
import { useWalletStore } from '@/stores/wallet-store';
import { FakeSocket } from '@/testing/fake-socket';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { LiveTable } from './live-table';

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('socket.io-client', () => ({
  io: (url: string | undefined, options: Record<string, unknown>) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

const fetchMock = vi.fn<typeof fetch>();
const sent: { path: string; body: Record<string, unknown> }[] = [];
let openBets: Record<string, unknown>[] = [];

const details = (changes: Partial<CasinoDetails> = {}): CasinoDetails => ({
  eventId: '3035',
  name: '20-20 Dragon Tiger',
  shortName: 'dt20',
  fetchData: 'socket',
  socketURL: 'http://room.test',
  cacheURL: 'http://room.test/cache/casino/dt20',
  videoUrlType: '1',
  videoUrl1: 'http://room.test/casino-video/dt20',
  betStatus: true,
  minStake: 100,
  maxStake: 5000,
  setting: { oddsDifference: 0.02 },
  ...changes,
});

const row = (sid: string, nat: string, rate: string, gstatus: string) => ({
  mid: 'R7',
  sid,
  nat,
  rate,
  gstatus,
});
const round = (gstatus = '1', mid = 'R7') => ({
  data: {
    t1: [{ mid, autotime: '9', C1: '1', C2: '1' }],
    t2: [
      row('1', 'Dragon', '2.00', gstatus),
      row('2', 'Tiger', '2.00', gstatus),
      row('3', 'Tie', '11.00', gstatus),
    ],
  },
  result: [{ mid: 'R6', result: '2' }],
});

const envelope = (data: unknown, message = 'ok') => jsonResponse({ error: false, code: 0, message, data });

beforeEach(() => {
  sockets.length = 0;
  sent.length = 0;
  openBets = [];
  signInForTests();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const path = new URL(url, 'http://app.test').pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ path, body });
    if (path.endsWith('/diamondBetsList')) return envelope({ casinoBetData: body.isDeclare ? [] : openBets });
    if (path.endsWith('/casinoBetPlace')) {
      return envelope(
        { totalCoins: 9000, exposure: -1000, message: 'Bet Placed Successfully' },
        'Bet Placed Successfully',
      );
    }
    if (path.startsWith('/cache/')) return jsonResponse({ data: round() });
    if (path.endsWith('/allCasinoResult')) {
      return jsonResponse({
        data: {
          data: [{ gtype: 'dt20', mid: 'R6', cards: '3HH,KSS', desc: 'Tiger*Dragon 3*Tiger K', win: '2' }],
        },
      });
    }
    return jsonResponse({ error: true, code: 1, message: `unexpected ${path}` }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderTable(changes: Partial<CasinoDetails> = {}) {
  return renderAt(<LiveTable game={liveGame('dt20')} details={details(changes)} />);
}

const push = (payload: unknown) => act(() => sockets[0]?.fire('dt20', payload));

describe('a live table', () => {
  it("joins the table's room, shows the round id, the countdown and the boxes at the rate less oddsDifference", async () => {
    renderTable();
    await waitFor(() => expect(sockets[0]?.emit).toHaveBeenCalledWith('JoinRoom', 'dt20'));
    push(round());
    expect(await screen.findByRole('button', { name: /^Dragon Back 1\.98$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Tie Back 10\.98$/ })).toBeTruthy();
    expect(screen.getByTestId('round-id').textContent).toContain('R7');
    expect(screen.getByRole('timer').textContent).toBe('9');
    expect(screen.getByText('MIN: 100')).toBeTruthy();
  });

  it('keeps a locked market dimmed and unclickable', async () => {
    renderTable();
    await waitFor(() => expect(sockets[0]).toBeDefined());
    push(round('0'));
    const dragon = await screen.findByRole('button', { name: /^Dragon Back 1\.98 Suspended$/ });
    expect((dragon as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(dragon);
    expect(screen.queryByRole('region', { name: 'Bet Slip' })).toBeNull();
  });

  it('places a bet from the slip: rate as a string, the wallet from the answer, the alert and the toast', async () => {
    renderTable();
    await waitFor(() => expect(sockets[0]).toBeDefined());
    push(round());
    fireEvent.click(await screen.findByRole('button', { name: /^Tiger Back 1\.98$/ }));
    const slip = screen.getByRole('region', { name: 'Bet Slip' });
    expect(within(slip).getByText('Back')).toBeTruthy();
    expect(within(slip).getByTestId('slip-rate').textContent).toBe('1.98');
    expect(within(slip).getByText('MIN: 100 MAX: 5000')).toBeTruthy();
    fireEvent.click(within(slip).getByRole('button', { name: 'Lower the rate by 0.01' }));
    fireEvent.change(within(slip).getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Done' }));

    expect((await screen.findByTestId('bet-result')).textContent).toBe('Bet Placed Successfully');
    expect(sent.find((call) => call.path.endsWith('/casinoBetPlace'))?.body).toEqual({
      roundId: 'R7',
      sid: '2',
      rate: '1.97',
      amount: 1000,
      casinoType: 'dt20',
      eventId: '3035',
      betFor: 'dragonTiger',
      nat: 'Tiger',
      isLay: false,
    });
    expect(useWalletStore.getState()).toMatchObject({ coins: 9000, exposure: -1000 });
    expect(useNotificationsStore.getState().toasts.map((toast) => toast.message)).toContain(
      'Bet Successfull',
    );
    expect(screen.queryByRole('region', { name: 'Bet Slip' })).toBeNull();
  });

  it("shows the positions of this round's open bets under their markets and the bets with 'Not Declare'", async () => {
    openBets = [
      {
        _id: 'b1',
        createdAt: '2026-03-14T14:00:05.000Z',
        amount: 500,
        roundId: 'R7',
        sid: '1',
        playerName: 'Dragon',
        odds: 2,
        type: 'L',
        isDeclare: false,
        profitLoss: 0,
        posArray: { '1': 500, '2': -500, '3': -500 },
      },
      {
        _id: 'b0',
        createdAt: '2026-03-14T13:59:05.000Z',
        amount: 100,
        roundId: 'R6',
        sid: '3',
        playerName: 'Tie',
        odds: 11,
        type: 'L',
        isDeclare: false,
        profitLoss: 0,
        posArray: { '3': 1000 },
      },
    ];
    renderTable();
    await waitFor(() => expect(sockets[0]).toBeDefined());
    push(round());
    const dragonBox = (await screen.findByRole('button', { name: /^Dragon Back/ })).closest(
      'li',
    ) as HTMLElement;
    await waitFor(() => expect(within(dragonBox).getByText('+500.00', { exact: false })).toBeTruthy());
    const tieBox = screen.getByRole('button', { name: /^Tie Back/ }).closest('li') as HTMLElement;
    expect(within(tieBox).getByText('-500.00', { exact: false })).toBeTruthy();
    const bets = screen.getByRole('table', { name: 'My Bets' });
    expect(within(bets).getAllByText('Not Declare')).toHaveLength(2);
    // Each bet's time, at +05:30 (14:00:05 UTC is 07:30:05 PM).
    expect(within(bets).getByRole('columnheader', { name: 'Time' })).toBeTruthy();
    expect(within(bets).getByText('07:30:05 PM')).toBeTruthy();
  });

  it("opens the round's result from a 'Last Result' circle", async () => {
    renderTable();
    await waitFor(() => expect(sockets[0]).toBeDefined());
    push(round());
    fireEvent.click(await screen.findByRole('button', { name: 'Result of round R6: T' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round Result' });
    expect(await within(dialog).findByRole('list', { name: 'Tiger' })).toBeTruthy();
    expect(within(dialog).getByText('R6')).toBeTruthy();
  });

  it('reads the cache URL every second when fetchData is not socket, without opening the room', async () => {
    renderTable({ fetchData: 'cache' });
    expect(await screen.findByRole('button', { name: /^Dragon Back 1\.98$/ })).toBeTruthy();
    expect(sockets).toHaveLength(0);
    expect(sent.some((call) => call.path === '/cache/casino/dt20')).toBe(true);
  });

  it("says the table is closed with the upline's message when betStatus is false", async () => {
    renderTable({ betStatus: false, setting: { oddsDifference: 0, errorMessage: 'Dealer change' } });
    expect(await screen.findByText('Dealer change')).toBeTruthy();
  });

  it("answers a click on an Andar Bahar suit box with 'Bets Not Accepteble' and sends nothing", async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://app.test').pathname;
      sent.push({ path, body: {} });
      if (path.endsWith('/diamondBetsList')) return envelope({ casinoBetData: [] });
      return jsonResponse({
        data: {
          data: {
            t1: [{ mid: 'AB1', autotime: '8', C1: '1', cards: '1' }],
            t2: [{ mid: 'AB1', sid: '20', nat: 'Joker Spade', rate: '3.75', b1: '3.75', gstatus: '1' }],
          },
          result: [],
        },
      });
    });
    renderAt(
      <LiveTable
        game={liveGame('ab2')}
        details={details({ eventId: '3043', name: 'Andar Bahar 2', shortName: 'ab2', fetchData: 'cache' })}
      />,
    );
    const spade = await screen.findByRole('button', { name: /^Joker Spade Back 3\.73$/ });
    fireEvent.click(spade);
    expect((await screen.findByTestId('bet-result')).textContent).toBe('Bets Not Accepteble');
    expect(screen.queryByRole('region', { name: 'Bet Slip' })).toBeNull();
    expect(sent.some((call) => call.path.endsWith('/casinoBetPlace'))).toBe(false);
  });
});
