import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { dispatchPanel } from '../live/panel-controller';
import { resetPanels } from '../stores/panels-store';
import { BetPanel } from './bet-panel';

const panel = () => screen.getByTestId('aviator-panel-1');
const mainButton = () => within(panel()).getByTestId('aviator-bet-button-1');

describe('the bet panel', () => {
  beforeEach(() => resetPanels());

  it('starts at BET 10.00 and keeps the stake numeric', () => {
    renderAt(<BetPanel index={0} />);
    expect(mainButton().textContent).toBe('BET10.00');
    const stake = within(panel()).getByRole('textbox', { name: 'Stake 1' });
    fireEvent.change(stake, { target: { value: '12a5.789' } });
    expect((stake as HTMLInputElement).value).toBe('125.78');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Increase stake by 10' }));
    expect((stake as HTMLInputElement).value).toBe('135.78');
    fireEvent.click(within(panel()).getByRole('button', { name: '1000' }));
    expect(mainButton().textContent).toBe('BET1000.00');
  });

  it('queues an advance bet while the plane flies, then cancels it', () => {
    renderAt(<BetPanel index={0} />);
    dispatchPanel(0, { type: 'round', round: { roundId: 'R1', status: 'running', isBetting: false } });
    fireEvent.click(mainButton());
    expect(within(panel()).getByRole('status').textContent).toBe(
      'Your bet will be placed in the next round.',
    );
    expect(mainButton().textContent).toContain('CANCEL');
    expect(mainButton().textContent).toContain('Waiting for next round');
    // The stake is locked while the bet waits.
    expect(within(panel()).getByRole('textbox', { name: 'Stake 1' })).toHaveProperty('disabled', true);
    fireEvent.click(mainButton());
    expect(within(panel()).getByRole('status').textContent).toBe('Advance bet canceled.');
  });

  it('shows the auto options on the Auto tab, reachable with the arrow keys', () => {
    renderAt(<BetPanel index={0} />);
    const tabs = within(panel()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    fireEvent.keyDown(within(panel()).getByRole('tablist'), { key: 'ArrowRight' });
    expect(within(panel()).getByRole('tab', { name: 'Auto' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByRole('switch', { name: 'Auto bet' })).toBeTruthy();
    expect(
      (within(panel()).getByRole('textbox', { name: 'Cash out at (x) 1' }) as HTMLInputElement).value,
    ).toBe('5.50');
  });
});
