import { describe, expect, it } from 'vitest';
import { matkaBetList, matkaPlaceBet } from './matka';

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
});
