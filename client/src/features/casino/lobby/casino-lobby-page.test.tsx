import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForTests } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { CasinoLobbyPage } from './casino-lobby-page';

/** A card's button by its name (role queries over every card are slow in jsdom). */
const cardButton = (name: string) =>
  [...document.querySelectorAll('button')].find((button) =>
    button.textContent?.includes(name),
  ) as HTMLElement;

const renderLobby = () =>
  renderRoutes(
    [
      { path: '/main/casino', element: <CasinoLobbyPage /> },
      { path: '/main/iframe-casino/:gameId', element: <p>embedded game</p> },
    ],
    '/main/casino',
  );

// Rendering under jsdom takes seconds on a busy 2-core machine.
describe('the casino lobby', { timeout: 30_000 }, () => {
  it('shows the Virtual Casino and Live Casino sections, each card linking to its game', () => {
    signInForTests();
    renderLobby();
    // Role queries over this many cards are slow in jsdom: read the sections by their headings.
    const section = (title: string) =>
      screen.getByText(title, { selector: 'h2' }).closest('section') as HTMLElement;
    const link = (root: HTMLElement, name: string) =>
      [...root.querySelectorAll('a')].find((anchor) => anchor.textContent?.includes(name));
    const virtual = section('Virtual Casino');
    const live = section('Live Casino');
    expect(link(virtual, 'Dus Ka Dum')?.getAttribute('href')).toBe('/main/virtual-games/dus-ka-dam/');
    expect(link(live, '20-20 Teenpatti')?.getAttribute('href')).toBe('/main/teen20/3030');
    expect(live.querySelectorAll('a')).toHaveLength(11);
    expect(within(live).getAllByText('New Launch')).toHaveLength(3);
    expect(link(live, 'Test Teenpatti')?.textContent).toContain('New Launch');
    expect(within(virtual).queryAllByText('New Launch')).toHaveLength(0);
  });

  it("asks 'Please Note' before Aviator: the point rate, and two buttons", () => {
    signInForTests({ intCasinoMultiply: 3 });
    const { router } = renderLobby();
    fireEvent.click(cardButton('Aviator'));
    const dialog = screen.getByRole('dialog', { name: 'Please Note' });
    expect(within(dialog).getByTestId('point-rate').textContent).toBe('1 Point = ₹3');
    expect(dialog.textContent).toContain('10 Points = ₹30');
    fireEvent.click(within(dialog).getByRole('button', { name: "No, I Don't Agree" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/main/casino');

    expect(dialog.textContent).not.toContain('Ludo Quick Table before');
    fireEvent.click(cardButton('Ludo'));
    expect(screen.getByRole('dialog').textContent).toContain('Leaving a Ludo Quick Table before it finishes');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, I Agree' }));
    expect(router.state.location.pathname).toBe('/main/iframe-casino/600113');
  });

  it('sends IntCasino to its embedded lobby, with the default rate when the user has none', () => {
    signInForTests({ intCasinoMultiply: undefined });
    const { router } = renderLobby();
    fireEvent.click(cardButton('International Casino'));
    expect(screen.getByTestId('point-rate').textContent).toBe('1 Point = ₹2');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, I Agree' }));
    expect(router.state.location.pathname).toBe('/main/iframe-casino/900000');
  });
});
