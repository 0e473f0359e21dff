import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReplayComparison } from './replay-comparison';

const AT = Date.parse('2026-11-21T12:00:05+05:30');
const base = { requests: 2, events: 57, partial: false };

describe('the replay comparison', () => {
  it('shows a matching replay as the same, with what was compared', () => {
    render(
      <ReplayComparison
        file="journal.ndjson"
        result={{ ...base, matches: true, firstDifference: null }}
        userName={(id) => id}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: /Same Replay of journal.ndjson/ })).toBeTruthy();
    expect(screen.getByText('2 requests re-sent, 57 events equal')).toBeTruthy();
    expect(screen.queryByText('In the export')).toBeNull();
  });

  it('shows the first difference with both sides and what differs', () => {
    const onDismiss = vi.fn();
    render(
      <ReplayComparison
        file="altered.ndjson"
        result={{
          ...base,
          matches: false,
          firstDifference: {
            seq: 88,
            expected: {
              at: AT,
              event: { to: 'user', userId: 'u1', event: 'coinUpdate', payload: { coins: 999 } },
            },
            actual: {
              at: AT,
              event: { to: 'user', userId: 'u1', event: 'coinUpdate', payload: { coins: 500 } },
            },
          },
        }}
        userName={(id) => (id === 'u1' ? 'DEMO' : id)}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('heading', { name: /Different Replay of altered.ndjson/ })).toBeTruthy();
    expect(screen.getByText('Different from journal entry #88')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'What differs' })).getByText('payload differs at coins'),
    ).toBeTruthy();
    const recorded = screen.getByRole('region', { name: 'In the export: payload' });
    const replayed = screen.getByRole('region', { name: 'In the replay: payload' });
    expect(recorded.textContent).toContain('"coins": 999');
    expect(replayed.textContent).toContain('"coins": 500');
    expect(screen.getAllByText('user DEMO')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
