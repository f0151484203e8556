import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { resetEnvForTests } from '@/server/env';
import { listProjectDeliveries, requestCompletionWebhook } from '@/server/webhooks';
import { postWebhook } from '@/server/webhooks/http-sender';
import { overrideDeliverySettings } from '@/server/webhooks/testing/delivery-settings';
import { systemResolver, type Resolver } from '@/server/net/target-guard';
import { startReceiver, type TestReceiver } from '@/server/webhooks/testing/test-receiver';
import { createTestWorkspace, insertProject } from '@/test/fixtures';
import { quietExecutorLogger, waitFor } from '@/server/jobs/embedded/testing/test-app';
import { startInngest, stopInngest } from '../start';

/**
 * Private targets are never called: traps listen on 127.0.0.1 and ::1 and must see no connection,
 * and the HTTP sender must never be invoked for them. One control receiver on 127.0.0.1, allowed
 * by host:port, proves the same path does deliver when the operator lists exactly that target.
 */
process.env.EMBEDDED_SLEEP_SCALE = '0.01';
let trap: TestReceiver;
let trap6: TestReceiver | null = null;
let control: TestReceiver;
const posts: string[] = [];

// Names that public DNS could point anywhere: here a resolver answers them (offline, deterministic).
const FAKE_DNS: Record<string, Array<{ address: string; family: 4 | 6 }>> = {
  'rebind.test': [{ address: '127.0.0.1', family: 4 }],
  'mixed.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'six.test': [{ address: '::1', family: 6 }],
  'mapped.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'intranet.test': [{ address: '10.20.30.40', family: 4 }],
};
const fakeResolver: Resolver = async (hostname) => FAKE_DNS[hostname] ?? systemResolver(hostname);

beforeAll(async () => {
  trap = await startReceiver();
  trap6 = await startReceiver(undefined, '::1').catch(() => null);
  control = await startReceiver();
  process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${control.port}`;
  resetEnvForTests();
  overrideDeliverySettings({
    resolve: fakeResolver,
    post: (input) => {
      posts.push(input.target.url.toString());
      return postWebhook(input);
    },
  });
  await startInngest({ pollMs: 50, logger: quietExecutorLogger });
});

afterAll(async () => {
  overrideDeliverySettings({});
  await stopInngest();
  await Promise.all([trap.close(), trap6?.close(), control.close()]);
});

describe('a private callbackUrl is accepted but never called', () => {
  const T = () => trap.port;
  const forms: Array<[string, () => string]> = [
    ['decimal IPv4', () => `http://2130706433:${T()}/`],
    ['hex IPv4', () => `http://0x7f000001:${T()}/`],
    ['octal IPv4', () => `http://0177.0.0.1:${T()}/`],
    ['short IPv4', () => `http://127.1:${T()}/`],
    ['dotted loopback', () => `http://127.0.0.1:${T()}/`],
    ['another loopback', () => `http://127.0.0.2:${T()}/`],
    ['IPv6 loopback', () => `http://[::1]:${T()}/`],
    ['IPv4-mapped, dotted', () => `http://[::ffff:127.0.0.1]:${T()}/`],
    ['IPv4-mapped, hex', () => `http://[::ffff:7f00:1]:${T()}/`],
    ['IPv4-compatible', () => `http://[::127.0.0.1]:${T()}/`],
    ['NAT64 of loopback', () => `http://[64:ff9b::7f00:1]:${T()}/`],
    ['6to4 of loopback', () => `http://[2002:7f00:1::1]:${T()}/`],
    ['unspecified 0.0.0.0 (reaches localhost on Linux)', () => `http://0.0.0.0:${T()}/`],
    ['unspecified as 0', () => `http://0:${T()}/`],
    ['IPv6 unspecified', () => `http://[::]:${T()}/`],
    ['localhost', () => `http://localhost:${T()}/`],
    ['LOCALHOST with a final dot', () => `http://LOCALHOST.:${T()}/`],
    ['a .localhost subdomain', () => `http://hooks.localhost:${T()}/`],
    ['a name resolving to 127.0.0.1', () => `http://rebind.test:${T()}/`],
    ['a name with one public and one loopback address', () => `https://mixed.test:${T()}/`],
    ['a name resolving to ::1', () => `http://six.test:${T()}/`],
    ['a name resolving to a mapped loopback', () => `http://mapped.test:${T()}/`],
    ['a name resolving to the metadata address', () => `http://metadata.test/latest/meta-data/`],
    ['a name resolving to 10/8', () => `https://intranet.test/hook`],
    ['the control port through a mapped form of its address', () => `http://[::ffff:127.0.0.1]:${control.port}/`],
    ['the control port by name', () => `http://localhost:${control.port}/`],
    ['10/8', () => 'http://10.0.0.1/'],
    ['172.16/12', () => 'http://172.16.0.1/'],
    ['192.168/16', () => 'https://192.168.1.1/'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/iam/'],
    ['AWS IPv6 metadata', () => 'http://[fd00:ec2::254]/'],
    ['link-local', () => 'http://169.254.10.10/'],
    ['CGNAT', () => 'http://100.64.0.1/'],
    ['unique-local', () => 'http://[fc00::1]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
    ['IPv6 multicast', () => 'http://[ff02::1]/'],
    ['IPv4 multicast', () => 'http://224.0.0.1/'],
    ['broadcast', () => 'http://255.255.255.255/'],
    ['reserved 240/4', () => 'http://240.0.0.1/'],
    ['NAT64 of 10/8', () => 'http://[64:ff9b::a00:1]/'],
    ['6to4 of 192.168/16', () => 'http://[2002:c0a8:101::1]/'],
  ];

  it(`blocks ${forms.length} private target forms before any connection; each project completes and its log says why`, async () => {
    expect(forms.length).toBeGreaterThanOrEqual(25);
    const projects = [];
    for (const [form, url] of forms) {
      const ws = await sharedWorkspace();
      const project = await insertProject(ws.workspaceId, { status: 'done', callbackUrl: url(), completedAt: new Date() });
      expect(await requestCompletionWebhook(project.id), form).not.toBeNull();
      projects.push({ form, project });
    }
    const { prisma } = await getDb();
    const ids = projects.map(({ project }) => project.id);
    await waitFor(async () => (await prisma.webhookDelivery.count({ where: { projectId: { in: ids }, finishedAt: { not: null } } })) === ids.length, 30_000, 'every attempt');
    await new Promise((resolve) => setTimeout(resolve, 300)); // no retry follows a block

    expect(posts).toEqual([]);
    expect(trap.connections).toBe(0);
    expect(trap6?.connections ?? 0).toBe(0);
    expect(control.connections).toBe(0);
    for (const { form, project } of projects) {
      const rows = await prisma.webhookDelivery.findMany({ where: { projectId: project.id } });
      expect(rows, form).toHaveLength(1);
      expect(rows[0], form).toMatchObject({ attempt: 1, outcome: 'blocked', statusCode: null, nextAttemptAt: null });
      expect(rows[0]!.blocked, form).toMatch(/loopback|private|unspecified|metadata|link-local|carrier-grade|unique-local|multicast|broadcast|reserved|IPv4-compatible/);
      expect((await prisma.project.findUniqueOrThrow({ where: { id: project.id } })).status, form).toBe('done');
      const log = await listProjectDeliveries((await sharedWorkspace()).owner, project.id);
      expect(log.state, form).toBe('blocked');
    }
  });

  it('still delivers to exactly the allow-listed host:port (the control), through the same path', async () => {
    const ws = await sharedWorkspace();
    const project = await insertProject(ws.workspaceId, { status: 'done', callbackUrl: control.url('/ok'), completedAt: new Date() });
    await requestCompletionWebhook(project.id);
    const { prisma } = await getDb();
    const row = await waitFor(() => prisma.webhookDelivery.findFirst({ where: { projectId: project.id, finishedAt: { not: null } } }), 10_000, 'the control delivery');
    expect(row).toMatchObject({ outcome: 'delivered', statusCode: 200 });
    expect(control.requests).toHaveLength(1);
    expect(posts).toEqual([control.url('/ok')]);
    expect(trap.connections).toBe(0);
  });

  it('connects to the address it checked: an allowed name is not resolved again by the socket', async () => {
    // receiver.invalid never resolves in real DNS: only the guard's (fake) answer can route it.
    const asked: string[] = [];
    process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${control.port},receiver.invalid:${control.port}`;
    resetEnvForTests();
    overrideDeliverySettings({
      resolve: async (hostname) => {
        asked.push(hostname);
        return hostname === 'receiver.invalid' ? [{ address: '127.0.0.1', family: 4 }] : fakeResolver(hostname);
      },
    });
    const ws = await sharedWorkspace();
    const project = await insertProject(ws.workspaceId, { status: 'done', callbackUrl: `http://receiver.invalid:${control.port}/named`, completedAt: new Date() });
    await requestCompletionWebhook(project.id);
    const { prisma } = await getDb();
    const row = await waitFor(() => prisma.webhookDelivery.findFirst({ where: { projectId: project.id, finishedAt: { not: null } } }), 10_000, 'the named delivery');
    expect(row).toMatchObject({ outcome: 'delivered', statusCode: 200 });
    expect(asked).toEqual(['receiver.invalid']);
    const request = control.requests.at(-1)!;
    expect(request.path).toBe('/named');
    expect(request.headers.host).toBe(`receiver.invalid:${control.port}`);
  });

  it('records a name that does not resolve as a failed (retried) attempt, not a block', async () => {
    overrideDeliverySettings({
      resolve: async (hostname) => {
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      },
    });
    const ws = await sharedWorkspace();
    const project = await insertProject(ws.workspaceId, { status: 'done', callbackUrl: 'https://gone.example/hook', completedAt: new Date() });
    await requestCompletionWebhook(project.id);
    const { prisma } = await getDb();
    const rows = await waitFor(async () => {
      const found = await prisma.webhookDelivery.findMany({ where: { projectId: project.id, finishedAt: { not: null } }, orderBy: { attempt: 'asc' } });
      return found.length === 3 ? found : null;
    }, 20_000, 'three attempts');
    expect(rows.map((row) => [row.outcome, row.error, row.blocked])).toEqual(Array(3).fill(['failed', 'could not resolve gone.example (ENOTFOUND)', null]));
  });

  it('(the traps are real listeners: a direct connection is counted)', async () => {
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(trap.port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', reject);
    });
    await waitFor(async () => trap.connections === 1, 2000, 'the trap to count');
  });
});

let workspace: Awaited<ReturnType<typeof createTestWorkspace>> | undefined;
async function sharedWorkspace() {
  workspace ??= await createTestWorkspace();
  return workspace;
}

