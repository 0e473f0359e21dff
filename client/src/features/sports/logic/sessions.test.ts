import type { Session } from '@esk/contracts/http/sports-schemas';
import { describe, expect, it } from 'vitest';
import { sessionCells, visibleSessions } from './sessions';

const session = (session_name: string, extra: Partial<Session> = {}): Session => ({
  session_name,
  session_id: session_name,
  oddsYes: 1,
  oddsNo: 1,
  runsYes: 46,
  runsNo: 45,
  running_status: 'ACTIVE',
  com_perm: 'YES',
  ...extra,
});

describe('session table rows', () => {
  it('lists only com_perm YES rows', () => {
    const rows = visibleSessions([
      session('6 OVER RUN'),
      session('10 OVER RUN', { com_perm: 'NO' }),
      session('20 OVER RUN', { com_perm: 'yes ' }),
    ]);
    expect(rows.map((row) => row.session_name)).toEqual(['6 OVER RUN', '20 OVER RUN']);
  });

  it('sorts ONLY, OVER (numerically), FALL OF, RUN, PSHIP, BOUNDARIES, HOW, BALLS, others last', () => {
    const names = [
      'LAMBI',
      'TOTAL BALLS',
      'HOW OUT',
      'TOTAL BOUNDARIES',
      '1ST WKT PSHIP',
      'V KOHLI RUN',
      'FALL OF 2ND WKT',
      '20 OVER RUN',
      '6 OVER RUN',
      '10 OVER RUN',
      '3 OVER ONLY',
    ];
    expect(visibleSessions(names.map((name) => session(name))).map((row) => row.session_name)).toEqual([
      '3 OVER ONLY',
      '6 OVER RUN',
      '10 OVER RUN',
      '20 OVER RUN',
      'FALL OF 2ND WKT',
      'V KOHLI RUN',
      '1ST WKT PSHIP',
      'TOTAL BOUNDARIES',
      'HOW OUT',
      'TOTAL BALLS',
      'LAMBI',
    ]);
  });

  it('keeps the feed order between equal names', () => {
    const rows = visibleSessions([
      session('A RUN', { session_id: '1' }),
      session('B RUN', { session_id: '2' }),
    ]);
    expect(rows.map((row) => row.session_id)).toEqual(['1', '2']);
  });

  it('shows zeros on suspended and ball-running rows', () => {
    expect(sessionCells(session('X', { running_status: 'Ball Running' }))).toEqual({
      locked: true,
      runsNo: 0,
      oddsNo: 0,
      runsYes: 0,
      oddsYes: 0,
    });
    expect(sessionCells(session('X', { running_status: 'SUSPENDED' })).locked).toBe(true);
    expect(sessionCells(session('X'))).toEqual({
      locked: false,
      runsNo: 45,
      oddsNo: 1,
      runsYes: 46,
      oddsYes: 1,
    });
  });
});
