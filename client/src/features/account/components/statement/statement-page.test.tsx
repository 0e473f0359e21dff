import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInForTests } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { StatementPage } from './statement-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  // Wednesday 18 Nov 2026, 10:00 at +05:30.
  vi.useFakeTimers({ now: Date.parse('2026-11-18T04:30:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const [paged, second] = examplesOf(calls.user.userStatement);
const unpaged = second!;
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

const row = (i: number) => ({
  _id: `st-${i}`,
  createdAt: '2026-11-10T06:00:00.000Z',
  remark: `Row ${i}`,
  amount: 10,
  statementFor: 'profitLoss',
});

describe('account statement', () => {
  it('asks for the current month, page 1 of 50, and shows the running balance', async () => {
    const { data } = signInForTests();
    fetchMock.mockResolvedValue(jsonResponse(paged.response));
    renderAt(<StatementPage />);
    expect(await screen.findByText('India v Australia / Bookmaker / Won')).toBeTruthy();
    expect(sentBodies()[0]).toEqual({
      userId: data.userId,
      pageNo: 1,
      size: 50,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    // balanceAmount 10000; oldest row (+5000 deposit) then +1960, shown newest first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('16960.00')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('15000.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('20 Nov 26')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
  });

  it('asks for the userId of the route /main/statement/:userId (000 §2), else the signed-in user', async () => {
    signInForTests();
    fetchMock.mockResolvedValue(jsonResponse(paged.response));
    renderAt(<StatementPage userId="u-route-42" />);
    await screen.findByText('India v Australia / Bookmaker / Won');
    expect(sentBodies()[0]).toMatchObject({ userId: 'u-route-42' });
  });

  it('tabs refetch page 1 with statementFor; presets change the range', async () => {
    signInForTests();
    fetchMock.mockImplementation(async () => jsonResponse(paged.response));
    renderAt(<StatementPage />);
    await screen.findByText('India v Australia / Bookmaker / Won');
    fireEvent.click(screen.getByRole('button', { name: 'P&L' }));
    await waitFor(() => expect(sentBodies().at(-1)?.statementFor).toBe('profitLoss'));
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(sentBodies().at(-1)?.statementFor).toBe('ACCOUNT_STATEMENT'));
    fireEvent.click(screen.getByRole('button', { name: 'Last Week' }));
    await waitFor(() =>
      expect(sentBodies().at(-1)).toMatchObject({ fromDate: '2026-11-09', toDate: '2026-11-15', pageNo: 1 }),
    );
  });

  it('pages 50 at a time with Prev/Next when the paged answer has more', async () => {
    signInForTests();
    const many = {
      ...paged.response,
      data: {
        statementData: Array.from({ length: 50 }, (_, i) => row(i)),
        totalCount: 120,
        balanceAmount: 0,
      },
    };
    fetchMock.mockImplementation(async () => jsonResponse(many));
    renderAt(<StatementPage />);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Prev/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(sentBodies().at(-1)?.pageNo).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'P&L' }));
    await waitFor(() => expect(sentBodies().at(-1)).toMatchObject({ pageNo: 1, statementFor: 'profitLoss' }));
  });

  it('the unpaged form shows no pagination and resets the balance at the deposit', async () => {
    signInForTests();
    const body = {
      ...unpaged.response,
      data: [
        { ...row(1), amount: -40 },
        { ...row(2), amount: 5000, statementFor: 'ACCOUNT_STATEMENT', remark: 'Deposit by upline' },
      ],
    };
    fetchMock.mockResolvedValue(jsonResponse(body));
    renderAt(<StatementPage />);
    await screen.findByText('Deposit by upline');
    expect(screen.getByText('4960.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
  });

  it('empty: No data found; a malformed answer shows its error with a retry', async () => {
    signInForTests();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ ...paged.response, data: { statementData: [], totalCount: 0, balanceAmount: 0 } }),
    );
    const view = renderAt(<StatementPage />);
    expect(await screen.findByText('No data found')).toBeTruthy();
    view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: false, data: { statementData: 'oops' } }));
    renderAt(<StatementPage />);
    expect(await screen.findByText('The server sent data this app does not understand')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(jsonResponse(paged.response));
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('India v Australia / Bookmaker / Won')).toBeTruthy();
  });
});
