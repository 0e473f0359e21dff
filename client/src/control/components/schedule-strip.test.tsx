import type { Schedule } from '@esk/contracts/http/admin';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlStateFixture } from '../logic/test-state';
import { useControlStore } from '../stores/control-store';
import { ScheduleStrip } from './schedule-strip';

const NOW = 1_000_000;

function schedule(): Schedule {
  const empty = { next: [], more: 0 };
  return {
    now: NOW,
    windowMs: 30 * 60_000,
    areas: [
      {
        area: 'sports',
        next: [
          {
            at: NOW + 12_000,
            type: 'sports.declareSession',
            text: 'India v Australia · 6 OVER RUN IND declared: run 52',
          },
          { at: NOW + 725_000, type: 'sports.setStatus', text: 'India v Australia CLOSED' },
        ],
        more: 4,
      },
      { area: 'casino', ...empty },
      { area: 'matka', ...empty },
      {
        area: 'aviator',
        next: [{ at: NOW + 3_723_000, type: 'aviator.crash', text: 'r-12 crashed at 3.50' }],
        more: 0,
      },
      { area: 'other', ...empty },
    ],
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  useControlStore.setState({ schedule: null, state: null });
});

describe('the schedule under the clock', () => {
  it('shows per area the next scripted actions with a countdown on the virtual clock', () => {
    useControlStore.setState({ schedule: schedule() });
    render(<ScheduleStrip now={NOW} />);
    const sports = screen.getByRole('heading', { name: 'Sports' }).closest('li') as HTMLElement;
    const items = within(sports).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('in 0:12declareSession'),
      expect.stringContaining('in 12:05setStatus'),
    ]);
    expect(within(sports).getByText('India v Australia · 6 OVER RUN IND declared: run 52')).toBeTruthy();
    expect(within(sports).getByText('+4 more')).toBeTruthy();
    const aviator = screen.getByRole('heading', { name: 'Aviator' }).closest('li') as HTMLElement;
    expect(within(aviator).getByText('in 1:02:03')).toBeTruthy();
    const matka = screen.getByRole('heading', { name: 'Matka' }).closest('li') as HTMLElement;
    expect(within(matka).getByText('Nothing in the next 30 min')).toBeTruthy();
  });

  it('counts down as the virtual clock moves and drops what it has passed', () => {
    useControlStore.setState({ schedule: schedule() });
    const { rerender } = render(<ScheduleStrip now={NOW} />);
    rerender(<ScheduleStrip now={NOW + 10_000} />);
    expect(screen.getByText('in 0:02')).toBeTruthy();
    rerender(<ScheduleStrip now={NOW + 20_000} />);
    expect(screen.queryByText(/declared: run 52/)).toBeNull();
    expect(screen.getByText('in 11:45')).toBeTruthy();
  });

  it('jumps the clock to an action when asked, by keyboard too', async () => {
    useControlStore.setState({ schedule: schedule(), state: controlStateFixture() });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json(controlStateFixture().status, { status: 200 }));
    render(<ScheduleStrip now={NOW} />);
    const jump = screen.getByRole('button', { name: /Jump to .*declared: run 52/ });
    jump.focus();
    expect(document.activeElement).toBe(jump);
    fireEvent.click(jump);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/__admin/clock');
    expect(JSON.parse(String(init?.body))).toEqual({ command: 'seek', to: NOW + 12_000 });
  });

  it('lets the operator look further ahead (the socket asks the server for it)', () => {
    useControlStore.setState({ schedule: schedule() });
    render(<ScheduleStrip now={NOW} />);
    fireEvent.change(screen.getByLabelText('Look ahead'), { target: { value: String(2 * 3_600_000) } });
    expect(useControlStore.getState().scheduleWindow).toBe(2 * 3_600_000);
    useControlStore.setState({ scheduleWindow: 30 * 60_000 });
  });

  it('says so while the first schedule has not arrived', () => {
    render(<ScheduleStrip now={NOW} />);
    expect(screen.getByText('Reading the schedule…')).toBeTruthy();
  });
});
