import { getEnv } from '@/server/env';
import { isAllowListed } from '@/server/net/target-guard';

/** Slack accepts up to five posts to a response_url within 30 minutes of the command. */
export const RESPONSE_URL_LIFETIME_MS = 30 * 60_000;
/** Where Slack's response URLs live (https://hooks.slack.com/commands/…). */
const SLACK_RESPONSE_HOST = 'hooks.slack.com';

/**
 * The command's response_url when it may be used: an https address of Slack, or a host the
 * operator allowed for tests (WEBHOOK_ALLOW_PRIVATE_HOSTS). Anything else (a forged field in a
 * correctly signed request cannot be, but a future Slack change could) is ignored, never called.
 */
export function usableResponseUrl(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:' && url.hostname.toLowerCase() === SLACK_RESPONSE_HOST) return url.toString();
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const testHost = (url.protocol === 'http:' || url.protocol === 'https:') && isAllowListed(url.hostname, port, getEnv().webhookAllowPrivateHosts);
  return testHost ? url.toString() : null;
}
