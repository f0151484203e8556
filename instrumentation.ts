// Runs once when the server process starts (Next.js calls register() before serving).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before the first request: throttles key on the socket's address (server/auth/client-ip.ts).
  const { installPeerAddressHook } = await import('./server/auth/peer-address-hook');
  installPeerAddressHook();
  const { startServer } = await import('./scripts/start-server');
  await startServer();
}
