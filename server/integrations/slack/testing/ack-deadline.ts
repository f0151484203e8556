import { resetEnvForTests } from '@/server/env';

/**
 * Sets SLACK_ACK_DEADLINE_MS for the tests that follow: a long deadline keeps a loaded test
 * machine on the normal path; a short one makes the slow-start path happen without waiting.
 * null restores the default.
 */
export function setAckDeadline(ms: number | null): void {
   
  if (ms === null) delete process.env.SLACK_ACK_DEADLINE_MS;
   
  else process.env.SLACK_ACK_DEADLINE_MS = String(ms);
  resetEnvForTests();
}
