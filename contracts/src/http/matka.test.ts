import { describe, expect, it } from 'vitest';
import { getMatkaByMatkaEventId, matkaBetList, matkaPlaceBet } from './matka';

describe('matka contracts', () => {
  it('takes the Odd-Even page payload (amount as text, ODD/EVEN as betNumber)', () => {
    const parsed = matkaPlaceBet.request.parse({
      matkaEventId: '7001',
      gameType: 'ODD_EVEN',
      betType: 'OPEN',
      betNumber: 'ODD',
      amount: '250',
    });
    expect(parsed).toEqual({
      matkaEventId: '7001',
      gameType: 'ODD_EVEN',
      betType: 'OPEN',
      betNumber: 'ODD',
      amount: 250,
    });
  });

  it('rejects an unknown game or market type', () => {
    const base = { matkaEventId: '7001', gameType: 'SINGLE', betType: 'OPEN', betNumber: '5', amount: 10 };
    expect(matkaPlaceBet.request.safeParse({ ...base, gameType: 'SANGAM' }).success).toBe(false);
    expect(matkaPlaceBet.request.safeParse({ ...base, betType: 'MIDDLE' }).success).toBe(false);
  });

  it('reads a declared bet row: isDeclare 1, numeric betNumber, ISO createdAt', () => {
    const parsed = matkaBetList.response.parse({
      error: false,
      data: [
        {
          _id: 'b1',
          matkaName: 'KALYAN',
          betNumber: 7,
          gameType: 'SINGLE',
          betType: 'OPEN',
          amount: 100,
          profit: 950,
          profitLoss: 850,
          isDeclare: 1,
          result: 137,
          createdAt: '2025-06-14T09:12:44.120Z',
        },
      ],
    });
    const [bet] = parsed.data;
    expect(bet?.isDeclare).toBe(true);
    expect(bet?.betNumber).toBe('7');
    expect(bet?.result).toBe('137');
    expect(bet?.createdAt).toBe(Date.parse('2025-06-14T09:12:44.120Z'));
  });

  it('reads a bet without profit or _id (screens read profitLoss) and 0/1 text flags', () => {
    const parsed = matkaBetList.response.parse({
      error: false,
      data: [
        {
          matkaName: 'KALYAN',
          betNumber: '07',
          gameType: 'JODI',
          betType: 'CLOSE',
          amount: '50',
          profitLoss: 0,
          isDeclare: '0',
          createdAt: '2025-06-14T09:12:44.120Z',
        },
      ],
    });
    expect(parsed.data[0]).toMatchObject({ betNumber: '07', amount: 50, isDeclare: false });
    expect(parsed.data[0]?.profit).toBeUndefined();
  });

  it('reads a market with only what the pages need, its flags in any wire form', () => {
    const parsed = getMatkaByMatkaEventId.response.parse({
      error: false,
      data: {
        name: 'KALYAN',
        matkaEventId: 7001,
        betStatus: 'true',
        matkaStatus: 1,
        openBet: '0',
        jodiBet: 'false',
      },
    });
    expect(parsed.data).toMatchObject({
      matkaEventId: '7001',
      betStatus: true,
      matkaStatus: true,
      openBet: false,
      jodiBet: false,
    });
    expect(parsed.data.closeBet).toBeUndefined();
  });

  it('names the drifting field when a bet row lacks what the table needs', () => {
    const result = matkaBetList.response.safeParse({
      error: false,
      data: [{ matkaName: 'KALYAN', betNumber: '5', gameType: 'SINGLE', betType: 'OPEN', isDeclare: 0 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['data.0.amount', 'data.0.profitLoss', 'data.0.createdAt']),
    );
  });

  it('reads a placement answered by the envelope alone, and data without its error flag', () => {
    expect(matkaPlaceBet.response.parse({ error: false, message: 'Bet Successful' }).data).toBeUndefined();
    const parsed = matkaPlaceBet.response.parse({
      error: false,
      message: 'ok',
      data: { message: 'Bet Successful' },
    });
    expect(parsed.data).toEqual({ message: 'Bet Successful' });
  });
});
