import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { casinoFailureMessage, casinoSuccessMessage } from './alerts';

describe('casino alert texts (001 §8)', () => {
  it("shows the server's message on an error flag and the spec's text when no answer came", () => {
    expect(
      casinoFailureMessage(new ApiError('server', 'Betting is closed for this round', { path: 'x' })),
    ).toBe('Betting is closed for this round');
    expect(casinoFailureMessage(new ApiError('network', 'offline', { path: 'x' }))).toBe(
      'Some Thing Want Wrong, Please Try Again',
    );
    expect(casinoFailureMessage(new Error('boom'))).toBe('Some Thing Want Wrong, Please Try Again');
  });

  it("shows the server's success message, else 'Bet Successfull'", () => {
    expect(casinoSuccessMessage({ message: 'x', data: { message: 'Bet Placed Successfully' } })).toBe(
      'Bet Placed Successfully',
    );
    expect(casinoSuccessMessage({})).toBe('Bet Successfull');
  });
});
