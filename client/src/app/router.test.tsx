import { LIVE_CASINO_GAMES } from '@esk/contracts/catalog/casino';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInForTests } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { routes } from './router';

vi.mock('@/lib/socket/use-account-socket', () => ({ useAccountSocket: () => undefined }));
vi.stubGlobal(
  'fetch',
  vi.fn(async () => new Response('{}', { status: 503 })),
);

/** Every route of spec 000 §2, 001 §2 and 002 §2, with the header title it shows. */
const SPEC_ROUTES: [string, string][] = [
  ['/main/dashboard', 'dashboard'],
  ['/main/dashboard/', 'dashboard'],
  ['/main/rules', 'Rules'],
  ['/main/matches', 'MATCHES'],
  ['/main/profile', 'PROFILE'],
  ['/main/statement', 'Statement'],
  ['/main/statement/64f0c0a1e4b0a1b2c3d4e5f6', 'Statement'],
  ['/main/changepassword', 'Change Password'],
  ['/main/freegame', 'Free Games'],
  ['/main/ledger', 'Ledgers'],
  ['/main/complete-game', 'Complete Games'],
  ['/main/casino', 'casino'],
  ['/main/match-deatils/1.245690241/34012345', 'Match Details'],
  ['/main/pending-bets', 'Pending Bets'],
  ['/main/ledger-details/1.245690241', 'Ledger Details'],
  ['/main/ledger-casino-details/3032/diamondCasino/1763661600000', 'Diamond Casino Bets'],
  [
    '/main/international-ledger-casino-details/900000/internationalCasino/1763661600000',
    'International Casino Bets',
  ],
  ['/main/edit-stakes', 'Edit Stakes'],
  ['/main/settings', 'Settings'],
  ['/main/virtual-games/dus-ka-dam', 'Virtual Games'],
  ['/main/iframe-casino/201206', 'Casino Game'],
  ['/main/int-casino', 'International Casino'],
  // Every live table of the contracts catalogue, titled by its catalogue name.
  ...LIVE_CASINO_GAMES.map((game): [string, string] => [
    `/main/${game.shortName}/${game.eventId}`,
    game.name,
  ]),
  ['/main/teen20', '20-20 Teenpatti'],
  ['/main/matka-list', 'Matka'],
  ['/main/matka-bet-list', 'Matka Bet List'],
  ['/main/satta-matka/77', 'Satta Matka'],
  ['/main/satta-matkas/77', 'Satta Matka'],
  ['/main/matka-type/Kalyan/77', 'Matka Games'],
  ['/main/matka-tripple-patti/77', 'Triple Patti'],
  ['/main/matka-odd-even/77', 'Odd Even'],
  ['/main/aviator/30303', 'Aviator'],
];

describe('route table', () => {
  it.each(SPEC_ROUTES)(
    '%s opens its page titled "%s"',
    async (path, title) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      signInForTests();
      renderRoutes(routes, path);
      // The page is a lazy route: its modules load first (seconds, cold, on a busy CI machine).
      const heading = await screen.findByTestId('section-title', {}, { timeout: 15_000 });
      expect(heading.textContent).toBe(title);
      expect(screen.queryByText('Oops, an error has occurred. Page not found!')).toBeNull();
    },
    20_000,
  );

  it('shows the 404 text for an unknown path', async () => {
    renderRoutes(routes, '/nowhere');
    expect(await screen.findByText('Oops, an error has occurred. Page not found!')).toBeTruthy();
  });

  it('shows the 500 text on /500', async () => {
    renderRoutes(routes, '/500');
    expect(await screen.findByText('Sorry, server goes wrong')).toBeTruthy();
  });

  it('shows the rules modal once after login and closes it on Close', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForTests();
    const { useSessionStore } = await import('@/stores/session-store');
    useSessionStore.setState({ rulesPending: true });
    renderRoutes(routes, '/main/dashboard');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Fancy rules');
    screen.getByRole('button', { name: 'Close' }).click();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
