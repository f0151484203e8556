import { type Principal, actorId, requireManager } from '@/server/auth/principal';
import { safeEqual, sha256Hex } from '@/server/crypto/tokens';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors';
import type { ApiKeySummary, CreatedApiKey, RevokedApiKey } from '@/server/schemas/settings';
import { recordAudit } from '@/server/workspaces/audit';
import { generateApiKey, isWellFormedKey, keyFromAuthorization } from './key-format';

/** Creates a key; the only time its full text exists outside the caller is this return value. */
export async function createApiKey(principal: Principal, input: { name: string }): Promise<CreatedApiKey> {
  requireManager(principal);
  const { prisma } = await getDb();
  const generated = generateApiKey();
  const record = await prisma.apiKey.create({
    data: {
      workspaceId: principal.workspaceId,
      name: input.name,
      keyHash: generated.keyHash,
      displayPrefix: generated.displayPrefix,
      lastFour: generated.lastFour,
      createdById: actorId(principal),
    },
  });
  await recordAudit(principal.workspaceId, actorId(principal), 'api_key.created', record.id);
  return { apiKey: generated.key, id: record.id, name: record.name };
}

export async function listApiKeys(principal: Principal): Promise<ApiKeySummary[]> {
  const { prisma } = await getDb();
  const keys = await prisma.apiKey.findMany({
    where: { workspaceId: principal.workspaceId },
    orderBy: { createdAt: 'desc' },
    include: { createdBy: { select: { email: true } } },
  });
  return keys.map((k) => ({
    id: k.id,
    name: k.name,
    displayPrefix: k.displayPrefix,
    lastFour: k.lastFour,
    createdBy: k.createdBy?.email ?? (k.createdById ? 'deleted user' : 'operator'),
    createdAt: k.createdAt,
    lastUsedAt: k.lastUsedAt,
    revokedAt: k.revokedAt,
  }));
}

export async function revokeApiKey(principal: Principal, keyId: string): Promise<RevokedApiKey> {
  requireManager(principal);
  const { prisma } = await getDb();
  const { count } = await prisma.apiKey.updateMany({
    where: { id: keyId, workspaceId: principal.workspaceId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count === 0) {
    const exists = await prisma.apiKey.findFirst({ where: { id: keyId, workspaceId: principal.workspaceId } });
    if (!exists) throw new AppError('not_found', 'API key not found');
    return { revoked: true };
  }
  await recordAudit(principal.workspaceId, actorId(principal), 'api_key.revoked', keyId);
  return { revoked: true };
}

/** Revokes by the key's full text (operator CLI): the key must belong to the workspace. */
export async function revokeApiKeyByValue(principal: Principal, key: string): Promise<RevokedApiKey> {
  const { prisma } = await getDb();
  const record = await prisma.apiKey.findFirst({ where: { keyHash: sha256Hex(key), workspaceId: principal.workspaceId } });
  if (!record) throw new AppError('not_found', 'No such key in this workspace');
  return revokeApiKey(principal, record.id);
}

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The principal behind an Authorization header. Missing, malformed, unknown and revoked keys all
 * get the same 401, so a caller learns nothing about which keys exist.
 */
export async function authenticateApiKey(authorization: string | null): Promise<Principal & { kind: 'apiKey' }> {
  const key = keyFromAuthorization(authorization);
  const unauthorized = new AppError('unauthorized', 'Missing, invalid or revoked API key. Send "Authorization: Bearer ok_live_…".');
  if (!key || !isWellFormedKey(key)) throw unauthorized;
  const hash = sha256Hex(key);
  const { prisma } = await getDb();
  const record = await prisma.apiKey.findUnique({ where: { keyHash: hash } });
  if (!record || record.revokedAt || !safeEqual(record.keyHash, hash)) throw unauthorized;
  const now = new Date();
  // lastUsedAt is shown to a minute's precision; writing it on every request would double the load.
  if (!record.lastUsedAt || now.getTime() - record.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await prisma.apiKey.update({ where: { id: record.id }, data: { lastUsedAt: now } });
  }
  return { kind: 'apiKey', apiKeyId: record.id, workspaceId: record.workspaceId };
}
