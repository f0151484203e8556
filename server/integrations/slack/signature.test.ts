import { isValidSlackRequest } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { slackSignature, verifySlackSignature } from './signature';

// Slack's documented example (api.slack.com/authentication/verifying-requests-from-slack).
const DOC = {
  signingSecret: '8f742231b10e8888abcd99yyyzzz85a5',
  timestamp: '1531420618',
  rawBody:
    'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c',
  signature: 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
};
const docNow = Number(DOC.timestamp) * 1000 + 30_000;

/** Bolt's own verifier, as an independent judge of the same request. */
function boltAccepts(input: { signingSecret: string; timestamp: string; signature: string; rawBody: string; nowMs: number }) {
  return isValidSlackRequest({
    signingSecret: input.signingSecret,
    body: input.rawBody,
    headers: { 'x-slack-signature': input.signature, 'x-slack-request-timestamp': Number(input.timestamp) },
    nowMilliseconds: input.nowMs,
    logger: { debug() {}, info() {}, warn() {}, error() {}, setLevel() {}, getLevel: () => 'error' as never, setName() {} },
  });
}

describe('Slack request signatures', () => {
  it("computes Slack's documented example signature", () => {
    expect(slackSignature(DOC.signingSecret, DOC.timestamp, DOC.rawBody)).toBe(DOC.signature);
  });

  it('accepts the documented request, as Bolt does', () => {
    const input = { ...DOC, nowMs: docNow };
    expect(verifySlackSignature(input)).toEqual({ ok: true });
    expect(boltAccepts(input)).toBe(true);
  });

  it.each([
    ['a wrong signing secret', { signingSecret: 'another-secret-entirely-0000000' }, /does not match/],
    ['a tampered body', { rawBody: DOC.rawBody.replace('text=', 'text=25+CTOs') }, /does not match/],
    ['a timestamp changed after signing', { timestamp: String(Number(DOC.timestamp) + 1) }, /does not match/],
    ['a stale timestamp (6 minutes old)', { nowMs: Number(DOC.timestamp) * 1000 + 6 * 60_000 }, /more than 5 minutes/],
    // Slack's documentation checks the distance either way; Bolt only refuses old timestamps.
    ['a timestamp 6 minutes in the future', { nowMs: Number(DOC.timestamp) * 1000 - 6 * 60_000, boltAllows: true }, /more than 5 minutes/],
    ['no signature', { signature: '' }, /malformed X-Slack-Signature/],
    ['a v1 signature', { signature: DOC.signature.replace('v0=', 'v1=') }, /malformed X-Slack-Signature/],
    ['a truncated signature', { signature: DOC.signature.slice(0, -2) }, /malformed X-Slack-Signature/],
    ['a non-numeric timestamp', { timestamp: '1531420618.5' }, /malformed X-Slack-Request-Timestamp/],
  ])('refuses %s, as Bolt does', (_case, change: { boltAllows?: boolean } & Partial<typeof DOC & { nowMs: number }>, reason) => {
    const { boltAllows, ...changes } = change;
    const input = { ...DOC, nowMs: docNow, ...changes };
    const result = verifySlackSignature(input);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
    if (input.signature !== '' && /^\d+$/.test(input.timestamp)) expect(boltAccepts(input)).toBe(boltAllows === true);
  });

  it('agrees with Bolt on fresh requests signed with random secrets and bodies', () => {
    const nowMs = Date.now();
    for (let i = 0; i < 50; i++) {
      const secret = Math.random().toString(36).repeat(3);
      const timestamp = String(Math.floor(nowMs / 1000) - i);
      const rawBody = `team_id=T${i}&text=${encodeURIComponent(`${i} heads of growth in Zürich & Berlin`)}`;
      const signature = slackSignature(secret, timestamp, rawBody);
      expect(verifySlackSignature({ signingSecret: secret, timestamp, signature, rawBody, nowMs })).toEqual({ ok: true });
      expect(boltAccepts({ signingSecret: secret, timestamp, signature, rawBody, nowMs })).toBe(true);
    }
  });
});
