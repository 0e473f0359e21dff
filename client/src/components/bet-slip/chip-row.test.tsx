import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '@/stores/preferences-store';
import { ChipRow } from './chip-row';

describe('stake chips (every slip: sports, casino, matka)', () => {
  it('label each chip with the amount it fills, not its storage key, after the stake editor changed it', () => {
    // The editor changed the chip stored under '1000' to 1500 (issue 9).
    usePreferencesStore.getState().setBetChips({ '1000': 1500, '5000': 5000, '10000': 25000 });
    const onChip = vi.fn();
    render(<ChipRow onChip={onChip} />);
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['1500', '5000', '25000']);
    expect(screen.queryByRole('button', { name: '1000' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '1500' }));
    fireEvent.click(screen.getByRole('button', { name: '25000' }));
    expect(onChip.mock.calls).toEqual([[1500], [25000]]);
  });

  it('follows a new edit at once', () => {
    usePreferencesStore.getState().setBetChips({ '1000': 1000 });
    render(<ChipRow onChip={() => undefined} />);
    expect(screen.getByRole('button').textContent).toBe('1000');
    act(() => usePreferencesStore.getState().setBetChips({ '1000': 1500 }));
    expect(screen.getByRole('button', { name: '1500' })).toBeTruthy();
  });
});
