/**
 * socket.io on the app's own server, bridged to the current exchange's outbox (re-attached
 * whenever a scenario load builds a new exchange), the control room's namespace, and closed
 * with the app.
 */
import type { ApiProfile } from '@esk/contracts/api-profile';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attachControlNamespace } from '../control/namespace';
import { type BrowserPolicy, hostRefusal } from '../http/browser-policy';
import { createRealtime, isViewerHandshake } from '../realtime/io';
import type { Simulation } from '../sim/simulation';
import { type DriftLookup, driftPayload } from './drift';

export const realtime = fp(
  async (
    app: FastifyInstance,
    {
      sim,
      corsOrigins,
      policy,
      drift,
      profile,
      control,
    }: {
      sim: Simulation;
      corsOrigins: () => readonly string[];
      /** The Host and Origin rules of HTTP, applied to every handshake (default namespace and /__control). */
      policy: BrowserPolicy;
      drift: DriftLookup;
      /** API_PROFILE: 'spec' ignores the emits the spec does not name. */
      profile: ApiProfile;
      /** The control room's namespace and its token (undefined: open, on loopback); false: CONTROL=off. */
      control: { token: string | undefined } | false;
    },
  ) => {
    const bridge = createRealtime(app.server, () => sim.exchange, {
      corsOrigins,
      refuse: ({ headers, url }) => {
        if (!policy.hostAllowed(headers.host)) return hostRefusal(headers.host);
        // The table video's read-only viewer socket (realtime/io.ts) is let in from its opaque origin.
        if (isViewerHandshake(url) && headers.origin === 'null') return undefined;
        const foreign = policy.foreign(headers);
        return foreign ? `The socket refuses this handshake: ${foreign}` : undefined;
      },
      wirePayload: (event) => driftPayload(drift, event.event, event.payload),
      profile,
    });
    const detachControl = control ? attachControlNamespace(bridge.io, sim, control.token) : () => {};
    let detach = () => {};
    const unlisten = sim.onExchange((exchange) => {
      detach();
      detach = bridge.attach(exchange);
    });
    app.addHook('onClose', async () => {
      unlisten();
      detach();
      detachControl();
      await bridge.close();
    });
  },
  { name: 'realtime' },
);
