// Runs once when the server process starts (Next.js calls register() before serving).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./scripts/start-server');
  await startServer();
}
