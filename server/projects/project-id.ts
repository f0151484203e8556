import { randomBase62 } from '@/server/crypto/tokens';

/** `prj_` + 24 base62 characters (~143 bits): unguessable, so ids leak nothing across workspaces. */
export function newProjectId(): string {
  return `prj_${randomBase62(24)}`;
}
