import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * The one validated configuration object. Nothing else reads process.env: every setting the
 * service understands is declared here, with its default and why it is valid.
 */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const integer = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}, got "${value}"` });
        return z.NEVER;
      }
      return n;
    });

const positiveNumber = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message: `must be a positive number, got "${value}"` });
        return z.NEVER;
      }
      return n;
    });

const base64Key32 = optionalString.refine(
  (value) => value === undefined || Buffer.from(value, 'base64').length === 32,
  'must be 32 bytes written in base64 (e.g. `openssl rand -base64 32`)',
);

/** How long a slash command waits for its search to start before answering (Slack allows 3 s). */
const SLACK_ACK_DEADLINE_MS = 2500;

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: integer(1, 65535, 3000),
  APP_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+(\/.*)?$/.test(value),
    'must be an absolute http(s) URL such as https://people.example.com',
  ),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalString.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// or postgresql:// connection string',
  ),
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  ENCRYPTION_KEY: base64Key32,
  AUTH_GITHUB_ID: optionalString,
  AUTH_GITHUB_SECRET: optionalString,
  AUTH_GOOGLE_ID: optionalString,
  AUTH_GOOGLE_SECRET: optionalString,
  INNGEST_EVENT_KEY: optionalString,
  INNGEST_SIGNING_KEY: optionalString,
  INNGEST_BASE_URL: optionalString,
  INNGEST_DEV: optionalString,
  EMBEDDED_SLEEP_SCALE: positiveNumber(1),
  PEOPLE_DIRECTORY_SIZE: integer(0, 10_000_000, 20_000),
  WEBHOOK_ALLOW_PRIVATE_HOSTS: z.string().default(''),
  SLACK_ACK_DEADLINE_MS: integer(1, 600_000, SLACK_ACK_DEADLINE_MS),
  SLACK_API_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+(\/.*)?$/.test(value),
    'must be an absolute http(s) URL such as https://slack.com/api/',
  ),
  TRUST_PROXY: optionalString.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = parseTrustProxy(value);
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed;
  }),
  INNGEST_SERVE_ORIGIN: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+\/?$/.test(value),
    'must be an origin such as https://people.example.com (scheme and host, no path)',
  ),
});

/** Slack's Web API base (server/integrations/slack); tests point it at a local stand-in. */
const DEFAULT_SLACK_API_URL = 'https://slack.com/api/';

/**
 * TRUST_PROXY: which forwarding headers to believe (server/auth/client-ip.ts). A hop count
 * ("1" = one proxy in front, the last X-Forwarded-For entry is the client) or a comma-separated
 * list of proxy addresses/CIDRs (entries added by those proxies are skipped from the right).
 * Returns the rule, or the reason it is invalid.
 */
export type TrustProxy = { kind: 'hops'; hops: number } | { kind: 'cidrs'; cidrs: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> };

function parseTrustProxy(value: string): TrustProxy | string {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? { kind: 'hops', hops } : `must be a hop count from 1 to 10 or a list of proxy CIDRs, got "${value}"`;
  }
  const cidrs: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> = [];
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    try {
      if (entry.includes('/')) cidrs.push(ipaddr.parseCIDR(entry));
      else {
        const ip = ipaddr.parse(entry);
        cidrs.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      return `must be a hop count or comma-separated proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1), got "${entry}"`;
    }
  }
  return cidrs.length > 0 ? { kind: 'cidrs', cidrs } : `must be a hop count or a list of proxy CIDRs, got "${value}"`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * INNGEST_DEV as the Inngest SDK reads it: unset (the SDK decides), an on/off flag, or the dev
 * server's URL (which implies dev mode).
 */
function parseInngestDev(value: string | undefined): { isDev?: boolean; url?: string } {
  if (value === undefined) return {};
  if (/^(1|true|yes|on)$/i.test(value)) return { isDev: true };
  if (/^(0|false|no|off)$/i.test(value)) return { isDev: false };
  return { isDev: true, url: value };
}

function parse(source: Record<string, string | undefined>) {
  const result = rawSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const raw = result.data;
  const pairs: Array<[string, string | undefined, string, string | undefined]> = [
    ['AUTH_GITHUB_ID', raw.AUTH_GITHUB_ID, 'AUTH_GITHUB_SECRET', raw.AUTH_GITHUB_SECRET],
    ['AUTH_GOOGLE_ID', raw.AUTH_GOOGLE_ID, 'AUTH_GOOGLE_SECRET', raw.AUTH_GOOGLE_SECRET],
  ];
  for (const [idName, id, secretName, secret] of pairs) {
    if ((id === undefined) !== (secret === undefined)) {
      const missing = id === undefined ? idName : secretName;
      throw new ConfigError(`Invalid configuration: ${missing} is required when ${missing === idName ? secretName : idName} is set`);
    }
  }
  const databaseMode = raw.DATABASE_URL ? ('postgres' as const) : ('embedded' as const);
  if (databaseMode === 'postgres') {
    // Embedded mode keeps generated secrets in DATA_DIR; several app servers cannot share that.
    if (!raw.AUTH_SECRET) throw new ConfigError('Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set');
    if (!raw.ENCRYPTION_KEY) throw new ConfigError('Invalid configuration: ENCRYPTION_KEY is required when DATABASE_URL is set');
  }
  const inngestMode = raw.INNGEST_SIGNING_KEY ? ('scaled' as const) : ('embedded' as const);
  if (inngestMode === 'scaled' && !raw.INNGEST_EVENT_KEY) {
    throw new ConfigError('Invalid configuration: INNGEST_EVENT_KEY is required when INNGEST_SIGNING_KEY is set');
  }
  // Dev mode serves /api/inngest without checking request signatures: a production server with a
  // signing key must never run that way.
  const inngestDev = parseInngestDev(raw.INNGEST_DEV);
  if (raw.NODE_ENV === 'production' && inngestMode === 'scaled' && inngestDev.isDev) {
    throw new ConfigError(
      'Invalid configuration: INNGEST_DEV must be unset or 0 in production when INNGEST_SIGNING_KEY is set (dev mode turns off the signature checks on /api/inngest)',
    );
  }
  // Settings that loosen safety for development and tests have no place on a production server.
  if (raw.NODE_ENV === 'production') {
    if (raw.EMBEDDED_SLEEP_SCALE !== 1) {
      throw new ConfigError('Invalid configuration: EMBEDDED_SLEEP_SCALE must be unset or 1 in production (it shortens the webhook retry waits)');
    }
    if (raw.SLACK_ACK_DEADLINE_MS !== SLACK_ACK_DEADLINE_MS) {
      throw new ConfigError(`Invalid configuration: SLACK_ACK_DEADLINE_MS must be unset or ${SLACK_ACK_DEADLINE_MS} in production (Slack allows a command 3 seconds)`);
    }
    if (raw.WEBHOOK_ALLOW_PRIVATE_HOSTS.trim() !== '') {
      throw new ConfigError('Invalid configuration: WEBHOOK_ALLOW_PRIVATE_HOSTS must be empty in production (it lets webhooks call private addresses)');
    }
  }
  // Scaled mode: the SDK registers the URL an Inngest server calls. Without a configured origin it
  // would take it from the request's Host header, which whoever sends the sync request chooses.
  if (inngestMode === 'scaled' && !raw.INNGEST_SERVE_ORIGIN && !raw.APP_URL) {
    throw new ConfigError('Invalid configuration: INNGEST_SERVE_ORIGIN (or APP_URL) is required when INNGEST_SIGNING_KEY is set');
  }
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    ...raw,
    APP_URL: appUrl,
    DATA_DIR: path.resolve(raw.DATA_DIR),
    databaseMode,
    inngestMode,
    inngestDev,
    // The Web API client appends the method name to this base: it must end with one slash.
    SLACK_API_URL: `${(raw.SLACK_API_URL ?? DEFAULT_SLACK_API_URL).replace(/\/+$/, '')}/`,
    /** The origin an Inngest server is told to call (scaled mode). */
    inngestServeOrigin: (raw.INNGEST_SERVE_ORIGIN ?? new URL(appUrl).origin).replace(/\/+$/, ''),
    webhookAllowPrivateHosts: raw.WEBHOOK_ALLOW_PRIVATE_HOSTS.split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  };
}

export type Env = ReturnType<typeof parse>;

let cached: Env | undefined;

/** The validated configuration; throws ConfigError naming the first bad variable. */
export function getEnv(): Env {
  cached ??= parse(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}

export { parse as parseEnv };
