import { randomBase62 } from '@/server/crypto/tokens';

const ID_LENGTH = 24;

/** `prj_` + 24 base62 characters (~143 bits): unguessable, so ids leak nothing across workspaces. */
export function newProjectId(): string {
  return `prj_${randomBase62(ID_LENGTH)}`;
}

const PROJECT_ID_PATTERN = new RegExp(`^prj_[A-Za-z0-9]{${ID_LENGTH}}$`);

/** Whether a string has the form of a project id; anything else cannot exist, so is never looked up. */
export function isProjectId(value: string): boolean {
  return PROJECT_ID_PATTERN.test(value);
}
