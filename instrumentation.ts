// Runs once per process when the server starts: Next.js calls register() during app.prepare(),
// before serving, in `npm start` and `npm run dev` alike (both run scripts/serve.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Before the first request: throttles key on the socket's address (server/auth/client-ip.ts).
  const { installPeerAddressHook } = await import('./server/auth/peer-address-hook');
  installPeerAddressHook();
  const { startServer } = await import('./server/start-server');
  await startServer();
  // What scripts/serve.ts answers with, from this bundle: the server's modules load once.
  const [{ registerHttpDoor }, { isV1Path }, { serveV1 }, { answering }, { warmSlashCommandRoute }, { persistAdmissionState }] = await Promise.all([
    import('./server/http-door'),
    import('./server/api/rest/unroutable'),
    import('./server/api/rest/node-adapter'),
    import('./server/jobs/answers-first'),
    import('./server/integrations/slack/warm-up'),
    import('./server/api-keys/admit-api-key'),
  ]);
  registerHttpDoor({ isV1Path, serveV1, answering, warmSlashCommandRoute, persistAdmissionState });
}
