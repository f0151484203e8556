import { getEnv } from '@/server/env';
import { DEFAULT_TIMEOUT_MS, postWebhook } from './http-sender';
import { type Resolver, systemResolver } from '@/server/net/target-guard';

export interface DeliverySettings {
  /** Per attempt: DNS, connect, TLS and the response head together. */
  timeoutMs: number;
  resolve: Resolver;
  /** The HTTP sender (tests wrap it to prove a refused target never reaches it). */
  post: typeof postWebhook;
  allowHosts: readonly string[];
  userAgent: string;
  /** How much the embedded executor scales step.sleep (to show when the next attempt is due). */
  sleepScale: number;
}

export function deliverySettings(): DeliverySettings {
  const env = getEnv();
  return {
    timeoutMs: DEFAULT_TIMEOUT_MS,
    resolve: systemResolver,
    post: postWebhook,
    allowHosts: env.webhookAllowPrivateHosts,
    userAgent: `PeopleSearch-Webhooks/1.0 (+${env.APP_URL})`,
    sleepScale: env.inngestMode === 'embedded' ? env.EMBEDDED_SLEEP_SCALE : 1,
  };
}
