import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { PEER_ADDRESS_HEADER } from './client-ip';

/**
 * Stamps every HTTP request this process serves with its socket's peer address
 * (PEER_ADDRESS_HEADER), overwriting a client-sent header of that name. Node publishes
 * `http.server.request.start` synchronously before the server's request listener runs, so Next.js
 * and the route handlers see the stamped headers. Installed once per process, by
 * instrumentation.ts's register().
 */
export function installPeerAddressHook(): void {
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const address = socket.remoteAddress;
    if (address) request.headers[PEER_ADDRESS_HEADER] = address;
    else delete request.headers[PEER_ADDRESS_HEADER];
  });
}
