import { getEnv } from '@/server/env';
import { DEFAULT_TIMEOUT_MS } from './http-sender';
import { type Resolver, systemResolver } from './target-guard';

export interface DeliverySettings {
  /** Per attempt: DNS, connect, TLS and the response head together. */
  timeoutMs: number;
  resolve: Resolver;
  allowHosts: readonly string[];
  userAgent: string;
  /** How much the embedded executor scales step.sleep (to show when the next attempt is due). */
  sleepScale: number;
}

let overrides: Partial<DeliverySettings> = {};

export function deliverySettings(): DeliverySettings {
  const env = getEnv();
  return {
    timeoutMs: DEFAULT_TIMEOUT_MS,
    resolve: systemResolver,
    allowHosts: env.webhookAllowPrivateHosts,
    userAgent: `PeopleSearch-Webhooks/1.0 (+${env.APP_URL})`,
    sleepScale: env.inngestMode === 'embedded' ? env.EMBEDDED_SLEEP_SCALE : 1,
    ...overrides,
  };
}

/** Tests only: a short timeout or a fake resolver without waiting 10 s or touching DNS. */
export function overrideDeliverySettingsForTests(next: Partial<DeliverySettings>): void {
  overrides = { ...next };
}
