/**
 * Issue 17: the aviator page renders from minimal bodies and minimal socket pushes (only the
 * fields each contract requires) without a drift message.
 */

import { minimalPayload } from '@esk/contracts/minimal';
import { chatMessage, crashValue, roundBets } from '@esk/contracts/socket/aviator';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { expectSettledWithoutDrift, SLOW_WAIT, withMinimalApi } from '@/testing/minimal-api';
import { renderRoutes } from '@/testing/render';
import { AviatorRoute } from './aviator';

const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('socket.io-client', () => ({
  io: (url: string | undefined, options: Record<string, unknown>) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

// The Pixi stage needs WebGL, ResizeObserver and matchMedia, which jsdom lacks; the stage has
// its own tests and reads only the parsed state, so it is left out here.
vi.mock('@/features/aviator/components/stage-view', () => ({ StageView: () => null }));

const driftLogs = withMinimalApi();
beforeEach(() => {
  sockets.length = 0;
});

describe('aviator from minimal bodies', () => {
  it('shows the crash history and takes minimal live pushes', async () => {
    renderRoutes([{ path: '/main/aviator/:eventId', element: <AviatorRoute /> }], '/main/aviator/303031');
    const history = await screen.findByTestId('aviator-history', {}, SLOW_WAIT);
    await waitFor(() => expect(history.textContent).toContain('2.37'), SLOW_WAIT);
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0), SLOW_WAIT);
    const socket = sockets.at(-1);
    act(() => {
      socket?.fire(crashValue.event, JSON.stringify(minimalPayload(crashValue)));
      socket?.fire(roundBets.event, minimalPayload(roundBets));
      socket?.fire(chatMessage.event, minimalPayload(chatMessage));
    });
    await expectSettledWithoutDrift(driftLogs);
  });
});
