import { randomBase62 } from '@/server/crypto/tokens';

const ID_LENGTH = 24;

/** `mon_` + 24 base62 characters: unguessable, like project ids. */
export function newMonitorId(): string {
  return `mon_${randomBase62(ID_LENGTH)}`;
}

const MONITOR_ID_PATTERN = new RegExp(`^mon_[A-Za-z0-9]{${ID_LENGTH}}$`);

/** Whether a string has the form of a monitor id; anything else cannot exist, so is never looked up. */
export function isMonitorId(value: string): boolean {
  return MONITOR_ID_PATTERN.test(value);
}
