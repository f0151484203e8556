// The abusive workspace: besides its own valid import, it sends uploads over the 50 MiB cap
// (declared and streamed), tRPC batches of 20 account.setPassword calls with made-up tokens,
// bad API keys, malformed JSON, and signed Slack commands replayed (at once, concurrently and
// minutes later, across restarts), tampered and stale. Every answer must be a refusal (4xx, or
// Slack's "not accepted" 200); anything else is listed as unexpected.
import { randomBytes } from 'node:crypto';
import { slashCommandRequest } from '../../server/integrations/slack/testing/slack-stand-in';
import { MAX_IMPORT_BYTES } from '../../server/people/limits';
import { WEB_API_MAX_BATCH_SIZE } from '../../server/schemas/web-api-limits';
import { type Answer, NoAnswer, sleep, type Tally } from './tally';

export interface AbuseFigures {
  oversizedUploads: number;
  trpcBatches: number;
  badKeyRequests: number;
  malformedRequests: number;
  slackOriginals: number;
  slackReplays: number;
  /** Commands answered with a project id (first sightings of a brief). */
  slackSearchesAcknowledged: string[];
  /** Replays answered as accepted: each one a search started (and charged) twice. */
  replaysAccepted: string[];
  /** 5xx items inside tRPC batches (the batch's own status may be 207 or 4xx). */
  trpcItem5xx: number;
  unexpected: string[];
}

export const newAbuseFigures = (): AbuseFigures => ({
  oversizedUploads: 0,
  trpcBatches: 0,
  badKeyRequests: 0,
  malformedRequests: 0,
  slackOriginals: 0,
  slackReplays: 0,
  slackSearchesAcknowledged: [],
  replaysAccepted: [],
  trpcItem5xx: 0,
  unexpected: [],
});

export interface AbuseContext {
  tally: Tally;
  /** A valid key of the abusive workspace, used only for abuse (its own rate limit). */
  key: string;
  slack: { teamId: string; signingSecret: string; responseUrl: (id: string) => string };
  deadline: number;
  figures: AbuseFigures;
}

/** Sends an abusive request; no answer is fine (a kill, or the server cutting an upload). */
async function abuse(ctx: AbuseContext, what: string, route: string, init: RequestInit & { mayBeCut?: boolean; timeoutMs?: number }): Promise<Answer | null> {
  try {
    return await ctx.tally.send('abusive', what, route, init);
  } catch (error) {
    if (error instanceof NoAnswer) {
      await sleep(500);
      return null;
    }
    throw error;
  }
}

function expect(ctx: AbuseContext, what: string, answer: Answer | null, ok: (a: Answer) => boolean): void {
  if (answer && answer.status !== 429 && !ok(answer) && ctx.figures.unexpected.length < 50) {
    ctx.figures.unexpected.push(`${ctx.tally.clock()} ${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
}

/** Uploads one byte over the cap, alternately with Content-Length and streamed without it. */
export async function oversizedUploads(ctx: AbuseContext): Promise<void> {
  const body = Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a,b\n');
  for (let i = 0; Date.now() < ctx.deadline; i++) {
    const streamed = i % 2 === 1;
    const what = `oversized upload (${streamed ? 'streamed' : 'Content-Length'})`;
    const headers = { authorization: `Bearer ${ctx.key}`, 'content-type': 'text/csv', connection: 'close' };
    const init = streamed
      ? { method: 'POST', headers, body: chunked(body), duplex: 'half' as const, mayBeCut: true, timeoutMs: 300_000 }
      : { method: 'POST', headers, body, mayBeCut: true, timeoutMs: 300_000 };
    const answer = await abuse(ctx, what, '/v1/people/imports?kind=people', init);
    ctx.figures.oversizedUploads++;
    expect(ctx, what, answer, (a) => a.status === 400);
    await sleep(1000);
  }
}

function chunked(body: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, (offset += 1024 * 1024)));
    },
  });
}

const madeUpToken = () => randomBytes(24).toString('base64url');

/** tRPC batches of made-up set-password tokens, bad API keys and malformed bodies, in turn. */
export async function badCredentials(ctx: AbuseContext): Promise<void> {
  const batchPath = `/api/trpc/${Array(WEB_API_MAX_BATCH_SIZE).fill('account.setPassword').join(',')}?batch=1`;
  for (let i = 0; Date.now() < ctx.deadline; i++) {
    const input = Object.fromEntries(Array.from({ length: WEB_API_MAX_BATCH_SIZE }, (_, n) => [String(n), { token: madeUpToken(), password: 'correct horse battery staple' }]));
    const batch = await abuse(ctx, 'tRPC batch of 20 account.setPassword', batchPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
    ctx.figures.trpcBatches++;
    if (batch && Array.isArray(batch.json)) {
      const statuses = (batch.json as Array<{ error?: { data?: { httpStatus?: number } } }>).map((item) => item.error?.data?.httpStatus ?? 200);
      ctx.figures.trpcItem5xx += statuses.filter((s) => s >= 500).length;
      expect(ctx, 'tRPC batch of 20 account.setPassword', batch, () => statuses.every((s) => s === 404 || s === 429));
    } else expect(ctx, 'tRPC batch of 20 account.setPassword', batch, () => false);

    const badKey = `ok_live_${randomBytes(24).toString('base64url')}`;
    const kinds = [
      () => abuse(ctx, 'GET /v1/projects with a bad key', `/v1/projects/prj_${'x'.repeat(24)}`, { headers: { authorization: `Bearer ${badKey}` } }),
      () => abuse(ctx, 'POST /v1/search with a bad key', '/v1/search', { method: 'POST', headers: { authorization: `Bearer ${badKey}`, 'content-type': 'application/json' }, body: '{"brief":"x"}' }),
      () => abuse(ctx, 'POST /v1/search without a key', '/v1/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"brief":"x"}' }),
    ];
    const unauthorized = await kinds[i % kinds.length]!();
    ctx.figures.badKeyRequests++;
    expect(ctx, 'bad key', unauthorized, (a) => a.status === 401);

    const malformed = [
      () => abuse(ctx, 'POST /v1/search malformed JSON', '/v1/search', { method: 'POST', headers: { authorization: `Bearer ${ctx.key}`, 'content-type': 'application/json' }, body: '{"brief": "heads of' }),
      () => abuse(ctx, 'POST /v1/search wrong shape', '/v1/search', { method: 'POST', headers: { authorization: `Bearer ${ctx.key}`, 'content-type': 'application/json' }, body: '[1,2,3]' }),
      () => abuse(ctx, 'tRPC malformed JSON', '/api/trpc/account.setPassword?batch=1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"0":{"token":' }),
      () =>
        abuse(ctx, 'tRPC batch of 21', `/api/trpc/${Array(WEB_API_MAX_BATCH_SIZE + 1).fill('account.setPassword').join(',')}?batch=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(Object.fromEntries(Array.from({ length: WEB_API_MAX_BATCH_SIZE + 1 }, (_, n) => [String(n), { token: madeUpToken(), password: 'x'.repeat(12) }]))),
        }),
    ];
    const refused = await malformed[i % malformed.length]!();
    ctx.figures.malformedRequests++;
    expect(ctx, 'malformed request', refused, (a) => a.status === 400 || a.status === 413);
    await sleep(300);
  }
}

interface SignedCommand {
  id: string;
  body: string;
  headers: Record<string, string>;
  sentAt: number;
}

async function sign(ctx: AbuseContext, id: string, text: string, timestamp?: number, tamper?: (b: string) => string): Promise<SignedCommand> {
  const request = slashCommandRequest({ ...ctx.slack, text, responseUrl: ctx.slack.responseUrl(id), timestamp, tamper });
  return { id, body: await request.text(), headers: Object.fromEntries(request.headers), sentAt: Date.now() };
}

const sendCommand = (ctx: AbuseContext, what: string, command: SignedCommand) =>
  abuse(ctx, what, '/api/integrations/slack/commands', { method: 'POST', headers: command.headers, body: command.body });

const projectIn = (answer: Answer | null) => /prj_[A-Za-z0-9]{24}/.exec(answer?.text ?? '')?.[0] ?? null;

/**
 * Signed slash commands (mostly help, one brief in four), each replayed at once, twice
 * concurrently, and once more minutes later (after a restart when there is one), plus tampered
 * and stale ones.
 */
export async function slackReplays(ctx: AbuseContext): Promise<void> {
  const answered: SignedCommand[] = [];
  for (let i = 0; Date.now() < ctx.deadline; i++) {
    const original = await sign(ctx, `c${i}`, i % 4 === 0 ? `${5 + (i % 10)} product managers in Lisbon` : 'help');
    const first = await sendCommand(ctx, 'slack command', original);
    ctx.figures.slackOriginals++;
    if (first?.status === 200) {
      answered.push(original);
      const projectId = projectIn(first);
      if (projectId) ctx.figures.slackSearchesAcknowledged.push(projectId);
    } else expect(ctx, 'slack command', first, () => false);

    if (first?.status === 200) {
      const replays = [original, original, original];
      // Older commands still inside Slack's 5-minute window: replayed after whatever happened since.
      const old = answered.filter((c) => Date.now() - c.sentAt > 60_000 && Date.now() - c.sentAt < 240_000);
      if (old.length) replays.push(old[i % old.length]!);
      const answers = [await sendCommand(ctx, 'slack replay', replays[0]!), ...(await Promise.all(replays.slice(1).map((c) => sendCommand(ctx, 'slack replay', c))))];
      ctx.figures.slackReplays += answers.length;
      answers.forEach((answer, n) => {
        expect(ctx, 'slack replay', answer, (a) => a.status === 200 && /No search was started/.test(a.text));
        if (answer?.status === 200 && !/No search was started/.test(answer.text)) ctx.figures.replaysAccepted.push(`${replays[n]!.id}: ${answer.text.slice(0, 160)}`);
      });
    }

    const tampered = await sendCommand(ctx, 'slack tampered', await sign(ctx, `t${i}`, 'help', undefined, (b) => b.replace('help', 'hel%70')));
    expect(ctx, 'slack tampered', tampered, (a) => a.status === 200 && /No search was started/.test(a.text));
    const stale = await sendCommand(ctx, 'slack stale', await sign(ctx, `s${i}`, 'help', Math.floor(Date.now() / 1000) - 600));
    expect(ctx, 'slack stale', stale, (a) => a.status === 401);
    await sleep(1500);
  }
}
