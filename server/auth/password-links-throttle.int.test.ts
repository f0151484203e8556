import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { webContext } from '@/server/api/testing/trpc-http';
import { handleTrpcRequest } from '@/server/api/trpc-handler';
import { getDb } from '@/server/db';
import { createTestWorkspace } from '@/test/fixtures';
import { issueOneTimeToken } from './one-time-tokens';
import { SIGN_IN_LIMITS, ThrottledError, throttledSignIn } from './throttle';
import { kdfRuns as kdf, resetKdfRuns } from './testing/counted-kdf';
import { checkCredentials } from './users';

// Every run of the password KDF, counted (test/setup-database.ts): a refused call must add none.
const kdfCalls = () => kdf.hashes + kdf.verifications;

const PASSWORD = 'a long password 1';
const madeUpToken = () => randomBytes(48).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 43);
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
let nextHost = 1;
const freshIp = () => `198.51.100.${nextHost++}`;

type Call = { path: 'account.setPassword' | 'account.acceptInvitationWithNewAccount'; input: { token: string; password: string } };
type Answer = { result?: { data: unknown }; error?: { message: string; data: { code: string; httpStatus: number } } };

/** One POST to /api/trpc carrying every call, as the browser's batching link sends them. */
async function batch(clientIp: string, calls: Call[]): Promise<Answer[]> {
  const body = Object.fromEntries(calls.map((call, i) => [String(i), call.input]));
  const request = new Request(`http://people.test/api/trpc/${calls.map((call) => call.path).join(',')}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const response = await handleTrpcRequest(request, async () => webContext(null, clientIp));
  return (await response.json()) as Answer[];
}

async function setPasswordLink() {
  const email = uniqueEmail('operator-made');
  const { prisma } = await getDb();
  const user = await prisma.user.create({ data: { email } });
  return { email, token: (await issueOneTimeToken({ purpose: 'set_password', email, userId: user.id })).token };
}

async function invitationLink() {
  const ws = await createTestWorkspace();
  const email = uniqueEmail('invitee');
  return { email, token: (await issueOneTimeToken({ purpose: 'invitation', email, workspaceId: ws.workspaceId, role: 'member' })).token };
}

beforeEach(resetKdfRuns);

describe('the one-time links that set a password (/api/trpc)', () => {
  it('answer a batch of made-up tokens 404 without running the KDF', async () => {
    const calls: Call[] = Array.from({ length: 20 }, (_, i) => ({
      path: i % 2 ? 'account.setPassword' : 'account.acceptInvitationWithNewAccount',
      input: { token: madeUpToken(), password: PASSWORD },
    }));
    const answers = await batch(freshIp(), calls);
    expect(answers).toHaveLength(20);
    for (const answer of answers) expect(answer.error?.data.httpStatus).toBe(404);
    expect(kdfCalls()).toBe(0);
  });

  it('count against sign-in’s per-address limit before the KDF, and are refused with sign-in’s answer past it', async () => {
    const ip = freshIp();
    // The address's allowance, all but two used by sign-in attempts (each a KDF run).
    for (let i = 0; i < SIGN_IN_LIMITS.perIp - 2; i++) {
      expect(await throttledSignIn({ email: uniqueEmail(`guess${i}`), password: PASSWORD, clientIp: ip })).toBeNull();
    }
    // The last two: a real set-password link and a real invitation, each set a password.
    const operatorMade = await setPasswordLink();
    const invited = await invitationLink();
    const [setAnswer, acceptAnswer] = await batch(ip, [
      { path: 'account.setPassword', input: { token: operatorMade.token, password: PASSWORD } },
      { path: 'account.acceptInvitationWithNewAccount', input: { token: invited.token, password: PASSWORD } },
    ]);
    expect(setAnswer?.result?.data).toEqual({ email: operatorMade.email });
    expect(acceptAnswer?.result?.data).toMatchObject({ email: invited.email });
    expect(await checkCredentials(operatorMade.email, PASSWORD)).toMatchObject({ email: operatorMade.email });
    expect(await checkCredentials(invited.email, PASSWORD)).toMatchObject({ email: invited.email });

    // Past the limit: real links are refused with 429, no KDF runs, and the links stay unused.
    const signInRefusal = await throttledSignIn({ email: uniqueEmail('late'), password: PASSWORD, clientIp: ip }).catch((e: unknown) => e);
    expect(signInRefusal).toBeInstanceOf(ThrottledError);
    const nextLink = await setPasswordLink();
    const nextInvitation = await invitationLink();
    resetKdfRuns();
    const refused = await batch(ip, [
      { path: 'account.setPassword', input: { token: nextLink.token, password: PASSWORD } },
      { path: 'account.acceptInvitationWithNewAccount', input: { token: nextInvitation.token, password: PASSWORD } },
    ]);
    for (const answer of refused) {
      expect(answer.error?.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
      expect(answer.error?.message).toBe((signInRefusal as ThrottledError).message);
    }
    expect(kdfCalls()).toBe(0);

    // From another address the same links still work.
    const elsewhere = await batch(freshIp(), [
      { path: 'account.setPassword', input: { token: nextLink.token, password: PASSWORD } },
      { path: 'account.acceptInvitationWithNewAccount', input: { token: nextInvitation.token, password: PASSWORD } },
    ]);
    expect(elsewhere.map((answer) => answer.result?.data)).toMatchObject([{ email: nextLink.email }, { email: nextInvitation.email }]);
  });

  it('run the KDF once per call with a valid link, and the link sets the password only once', async () => {
    const link = await setPasswordLink();
    const ip = freshIp();
    const [first] = await batch(ip, [{ path: 'account.setPassword', input: { token: link.token, password: PASSWORD } }]);
    expect(first?.result?.data).toEqual({ email: link.email });
    expect(kdfCalls()).toBe(1);
    const [again] = await batch(ip, [{ path: 'account.setPassword', input: { token: link.token, password: 'another long password' } }]);
    expect(again?.error?.data.httpStatus).toBe(404);
    expect(kdfCalls()).toBe(1);
  });
});
