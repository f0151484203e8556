// Shared set-up for integration tests: real services, real database, no shortcuts.
import { randomBytes } from 'node:crypto';
import { createApiKey } from '@/server/api-keys/api-keys';
import type { Principal } from '@/server/auth/principal';
import { signUp } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { dispatchV1Fetch } from '@/server/api/rest/v1-dispatch';

export async function createTestWorkspace(options: { credits?: number } = {}) {
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const { user, workspace, webhookSecret } = await signUp({ email, password: 'correct horse battery', credits: options.credits });
  const owner: Principal = { kind: 'user', userId: user.id, workspaceId: workspace.id, role: 'owner' };
  const { apiKey } = await createApiKey(owner, { name: 'test' });
  return { email, userId: user.id, workspaceId: workspace.id, owner, apiKey, webhookSecret };
}

/** A user added to a workspace with the given role. */
export async function addTestMember(workspaceId: string, role: 'admin' | 'member'): Promise<Principal> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const { user } = await signUp({ email, password: 'correct horse battery' });
  const { prisma } = await getDb();
  await prisma.membership.create({ data: { userId: user.id, workspaceId, role } });
  return { kind: 'user', userId: user.id, workspaceId, role };
}

export async function insertProject(workspaceId: string, overrides: Record<string, unknown> = {}) {
  const { prisma } = await getDb();
  const id = `prj_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;
  return prisma.project.create({ data: { id, workspaceId, brief: 'test brief', source: 'api', ...overrides } });
}

/** Calls /v1's dispatch with a fetch Request; v1-server.int.test.ts covers the node:http door in front of it. */
export function v1(
  method: string,
  path: string,
  options: { key?: string | null; body?: string | object; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.key) headers.set('authorization', `Bearer ${options.key}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return dispatchV1Fetch(new Request(`http://people.test/v1${path}`, { method, headers, body }));
}

/** Stores results as the search function would, ranked in the given order. */
export async function insertResults(projectId: string, rows: Array<Partial<Record<string, unknown>>>, criteria: string[] = []) {
  const { prisma } = await getDb();
  await prisma.project.update({
    where: { id: projectId },
    data: { criteria: criteria.map((name) => ({ name })), totalResults: rows.length },
  });
  await prisma.result.createMany({
    data: rows.map((row, rank) => ({
      projectId,
      rank,
      fullName: `Person ${rank}`,
      firstName: 'Person',
      lastName: String(rank),
      title: 'Head of Growth',
      company: 'Acme',
      location: 'London, United Kingdom',
      linkedinUrl: `https://www.linkedin.com/in/person-${rank}`,
      primaryEmail: null,
      primaryPhone: null,
      surfacedBy: 'Strict match',
      fields: {},
      verdicts: Object.fromEntries(criteria.map((name) => [name, 'yes'])),
      ...row,
    })),
  });
}
