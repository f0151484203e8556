import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { PEER_ADDRESS_HEADER } from './client-ip';

const holder = globalThis as unknown as { __peopleSearchPeerHook?: boolean };

/**
 * Stamps every HTTP request this process serves with its socket's peer address
 * (PEER_ADDRESS_HEADER), overwriting a client-sent header of that name. Node publishes
 * `http.server.request.start` synchronously before the server's request listener runs, so Next.js
 * and the route handlers see the stamped headers. Installed once per process, at start.
 */
export function installPeerAddressHook(): void {
  if (holder.__peopleSearchPeerHook) return;
  holder.__peopleSearchPeerHook = true;
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const address = socket.remoteAddress;
    if (address) request.headers[PEER_ADDRESS_HEADER] = address;
    else delete request.headers[PEER_ADDRESS_HEADER];
  });
}
