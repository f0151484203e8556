import { handleSlashCommand } from './command';

/** Slash command bodies are a few hundred bytes (Slack caps the text at 4,000 characters). */
const MAX_COMMAND_BODY_BYTES = 64 * 1024;

/**
 * `POST /api/integrations/slack/commands` as a web-standard handler: reads the raw body with a
 * size cap (the signature covers the exact bytes, so they are never re-encoded) and answers with
 * Slack's JSON.
 */
export async function slashCommandRoute(request: Request): Promise<Response> {
  const raw = await readCapped(request);
  if (raw === null) return Response.json({ error: 'body too large' }, { status: 413 });
  const answer = await handleSlashCommand({
    rawBody: raw,
    timestamp: request.headers.get('x-slack-request-timestamp'),
    signature: request.headers.get('x-slack-signature'),
  });
  if (answer.body === null) return new Response(null, { status: answer.status });
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}

async function readCapped(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_COMMAND_BODY_BYTES) return null;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_COMMAND_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
