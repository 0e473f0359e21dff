import type { Session } from '@esk/contracts/http/sports-schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetSlipStore } from '../../stores/bet-slip-store';
import { SessionTable } from './session-table';

// Count RateCell renders per label: a cell renders exactly when its row renders.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./rate-cell', async (importOriginal) => {
  const original = await importOriginal<typeof import('./rate-cell')>();
  return {
    RateCell: (props: Parameters<typeof original.RateCell>[0]) => {
      renders.set(props.label, (renders.get(props.label) ?? 0) + 1);
      return <original.RateCell {...props} />;
    },
  };
});

const session = (id: string, name: string, extra: Partial<Session> = {}): Session => ({
  session_name: name,
  session_id: id,
  oddsYes: 1,
  oddsNo: 1,
  runsYes: 46,
  runsNo: 45,
  running_status: 'ACTIVE',
  com_perm: 'YES',
  max: 50000,
  remark: '',
  ...extra,
});

const limits = { min: 100, max: 50000 };
const rowNames = () =>
  screen.getAllByTestId(/^session-row-/).map((row) => row.querySelector('span')?.textContent);

beforeEach(() => {
  renders.clear();
  useBetSlipStore.getState().reset();
});

describe('session table', () => {
  it('lists only com_perm YES rows in the spec order, with the session limit', () => {
    render(
      <SessionTable
        limits={limits}
        sessions={[
          session('1', 'V KOHLI RUN'),
          session('2', '10 OVER RUN'),
          session('3', 'HIDDEN', { com_perm: 'NO' }),
          session('4', '6 OVER RUN'),
        ]}
      />,
    );
    expect(rowNames()).toEqual(['6 OVER RUN', '10 OVER RUN', 'V KOHLI RUN']);
    expect(screen.getAllByText('Session Limit: 50000')).toHaveLength(3);
  });

  it('shows NO as runsNo over oddsNo x100 and YES as runsYes over oddsYes x100', () => {
    render(<SessionTable limits={limits} sessions={[session('1', 'X', { oddsNo: 0.85, oddsYes: 1.15 })]} />);
    // The accessible name carries the shown numbers too (WCAG 2.5.3 label in name).
    expect(screen.getByRole('button', { name: 'X NO 45 85' }).textContent).toBe('45 85');
    expect(screen.getByRole('button', { name: 'X YES 46 115' }).textContent).toBe('46 115');
  });

  it('shows 0 on suspended and ball-running rows and takes no clicks', () => {
    render(
      <SessionTable
        limits={limits}
        sessions={[
          session('1', 'A', { running_status: 'Ball Running' }),
          session('2', 'B', { running_status: 'SUSPENDED' }),
        ]}
      />,
    );
    const no = screen.getByRole('button', { name: /^A NO / });
    expect(no.textContent).toBe('0 0');
    expect((no as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(no);
    expect(useBetSlipStore.getState().selection).toBeNull();
    expect(within(screen.getByTestId('session-row-1')).getByText('BALL RUNNING')).toBeTruthy();
    expect(within(screen.getByTestId('session-row-2')).getByText('SUSPENDED')).toBeTruthy();
  });

  it('opens the slip with the clicked side, run and odds', () => {
    render(<SessionTable limits={limits} sessions={[session('2147', '6 OVER RUN')]} />);
    fireEvent.click(screen.getByRole('button', { name: /^6 OVER RUN YES / }));
    expect(useBetSlipStore.getState()).toMatchObject({
      selection: { market: 'fancy', selectionId: '2147', type: 'Y', run: 46, odds: 1 },
      countdown: 10,
    });
  });

  it('expands the remark on demand', () => {
    render(<SessionTable limits={limits} sessions={[session('1', 'A', { remark: 'Advance fancy' })]} />);
    expect(screen.queryByText('Advance fancy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remark' }));
    expect(screen.getByText('Advance fancy')).toBeTruthy();
  });

  it('re-renders only the rows whose numbers changed on a feed tick', () => {
    const rows = Array.from({ length: 40 }, (_, i) => session(String(i + 1), `${i + 1} OVER RUN`));
    const view = render(<SessionTable limits={limits} sessions={rows} />);
    expect(renders.get('7 OVER RUN YES')).toBe(1);
    // A new payload (every object new, as parsed from the socket) where one row moved.
    const next = rows.map((row) => ({ ...row, runsYes: row.session_id === '7' ? 47 : row.runsYes }));
    view.rerender(<SessionTable limits={limits} sessions={next} />);
    expect(renders.get('7 OVER RUN YES')).toBe(2);
    expect(renders.get('8 OVER RUN YES')).toBe(1);
    const total = [...renders.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBe(40 * 2 + 2);
  });

  it('says so while there is no live data', () => {
    render(<SessionTable limits={limits} sessions={null} />);
    expect(screen.getByText('Live rates are not available right now.')).toBeTruthy();
  });
});
