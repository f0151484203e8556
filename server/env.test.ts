import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('configuration', () => {
  it('has working defaults for a laptop start', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toMatch(/\.data$/);
    expect(env.databaseMode).toBe('embedded');
    expect(env.inngestMode).toBe('embedded');
    expect(env.EMBEDDED_SLEEP_SCALE).toBe(1);
  });

  it('derives APP_URL from PORT and trims a trailing slash', () => {
    expect(parseEnv({ PORT: '4000' }).APP_URL).toBe('http://localhost:4000');
    expect(parseEnv({ APP_URL: 'https://people.example.com/' }).APP_URL).toBe('https://people.example.com');
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ APP_URL: 'people.example.com' }, /^Invalid configuration: APP_URL /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL /],
    [{ DATABASE_URL: 'postgres://localhost/x' }, /^Invalid configuration: AUTH_SECRET is required/],
    [{ ENCRYPTION_KEY: 'c2hvcnQ=' }, /^Invalid configuration: ENCRYPTION_KEY must be 32 bytes/],
    [{ EMBEDDED_SLEEP_SCALE: '0' }, /^Invalid configuration: EMBEDDED_SLEEP_SCALE must be a positive number/],
    [{ AUTH_GITHUB_ID: 'x' }, /^Invalid configuration: AUTH_GITHUB_SECRET is required/],
    [{ INNGEST_SIGNING_KEY: 'signkey-prod-1' }, /^Invalid configuration: INNGEST_EVENT_KEY is required/],
    [{ NODE_ENV: 'production', INNGEST_SIGNING_KEY: 'signkey-prod-1', INNGEST_EVENT_KEY: 'evt', INNGEST_DEV: '1' }, /^Invalid configuration: INNGEST_DEV must be unset or 0 in production/],
    [{ NODE_ENV: 'production', INNGEST_SIGNING_KEY: 'signkey-prod-1', INNGEST_EVENT_KEY: 'evt', INNGEST_DEV: 'http://localhost:8288' }, /^Invalid configuration: INNGEST_DEV /],
  ])('rejects %o with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('switches to PostgreSQL and scaled Inngest by configuration alone', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgresql://u@db/x',
      AUTH_SECRET: 'a'.repeat(32),
      ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
      INNGEST_SIGNING_KEY: 'signkey-prod-abc',
      INNGEST_EVENT_KEY: 'evt',
      APP_URL: 'https://people.example.com',
    });
    expect(env.databaseMode).toBe('postgres');
    expect(env.inngestMode).toBe('scaled');
  });

  it('allows INNGEST_DEV outside production, or switched off in production', () => {
    const scaled = { INNGEST_SIGNING_KEY: 'signkey-prod-1', INNGEST_EVENT_KEY: 'evt', INNGEST_SERVE_ORIGIN: 'https://people.example.com' };
    expect(parseEnv({ ...scaled, NODE_ENV: 'development', INNGEST_DEV: '1' }).inngestMode).toBe('scaled');
    expect(parseEnv({ ...scaled, NODE_ENV: 'production', INNGEST_DEV: '0' }).inngestMode).toBe('scaled');
    expect(parseEnv({ ...scaled, NODE_ENV: 'production', INNGEST_DEV: '' }).inngestMode).toBe('scaled');
  });

  it('parses WEBHOOK_ALLOW_PRIVATE_HOSTS', () => {
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE_HOSTS: ' 127.0.0.1:9000, LocalHost ,' }).webhookAllowPrivateHosts).toEqual(['127.0.0.1:9000', 'localhost']);
  });

  it.each([
    [{ NODE_ENV: 'production', EMBEDDED_SLEEP_SCALE: '0.01' }, /^Invalid configuration: EMBEDDED_SLEEP_SCALE must be unset or 1 in production/],
    [{ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }, /^Invalid configuration: WEBHOOK_ALLOW_PRIVATE_HOSTS must be empty in production/],
    [{ NODE_ENV: 'production', SLACK_ACK_DEADLINE_MS: '60000' }, /^Invalid configuration: SLACK_ACK_DEADLINE_MS must be unset or 2500 in production/],
    [{ INNGEST_SIGNING_KEY: 'signkey-prod-1', INNGEST_EVENT_KEY: 'evt' }, /^Invalid configuration: INNGEST_SERVE_ORIGIN \(or APP_URL\) is required/],
    [{ INNGEST_SERVE_ORIGIN: 'https://people.example.com/api/inngest' }, /^Invalid configuration: INNGEST_SERVE_ORIGIN must be an origin/],
    [{ TRUST_PROXY: 'yes' }, /^Invalid configuration: TRUST_PROXY must be a hop count or comma-separated/],
    [{ TRUST_PROXY: '0' }, /^Invalid configuration: TRUST_PROXY must be a hop count from 1 to 10/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY /],
  ])('refuses %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('keeps development settings outside production, and 1 / empty in production', () => {
    expect(parseEnv({ NODE_ENV: 'test', EMBEDDED_SLEEP_SCALE: '0.01', WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }).EMBEDDED_SLEEP_SCALE).toBe(0.01);
    expect(parseEnv({ NODE_ENV: 'production', EMBEDDED_SLEEP_SCALE: '1', WEBHOOK_ALLOW_PRIVATE_HOSTS: ' ' }).EMBEDDED_SLEEP_SCALE).toBe(1);
    expect(parseEnv({ NODE_ENV: 'test', SLACK_ACK_DEADLINE_MS: '200' }).SLACK_ACK_DEADLINE_MS).toBe(200);
    expect(parseEnv({ NODE_ENV: 'production', SLACK_ACK_DEADLINE_MS: '2500' }).SLACK_ACK_DEADLINE_MS).toBe(2500);
    expect(parseEnv({ NODE_ENV: 'production' }).SLACK_ACK_DEADLINE_MS).toBe(2500);
  });

  it('takes the Inngest serve origin from INNGEST_SERVE_ORIGIN, else APP_URL', () => {
    const scaled = { INNGEST_SIGNING_KEY: 'signkey-prod-1', INNGEST_EVENT_KEY: 'evt' };
    expect(parseEnv({ ...scaled, APP_URL: 'https://people.example.com/app' }).inngestServeOrigin).toBe('https://people.example.com');
    expect(parseEnv({ ...scaled, APP_URL: 'https://a.example', INNGEST_SERVE_ORIGIN: 'http://internal:3000/' }).inngestServeOrigin).toBe('http://internal:3000');
  });

  it('parses TRUST_PROXY as a hop count or proxy CIDRs', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    const cidrs = parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY;
    expect(cidrs?.kind === 'cidrs' && cidrs.cidrs.map(([ip, bits]) => `${ip.toString()}/${bits}`)).toEqual(['10.0.0.0/8', '127.0.0.1/32', '::1/128']);
  });
});

describe('SLACK_API_URL', () => {
  it("defaults to Slack's Web API and always ends with one slash", () => {
    expect(parseEnv({}).SLACK_API_URL).toBe('https://slack.com/api/');
    expect(parseEnv({ SLACK_API_URL: 'http://127.0.0.1:9999/api' }).SLACK_API_URL).toBe('http://127.0.0.1:9999/api/');
    expect(parseEnv({ SLACK_API_URL: 'https://slack.example/api//' }).SLACK_API_URL).toBe('https://slack.example/api/');
  });

  it.each(['slack.com/api', 'ftp://slack.com/api/', 'not a url'])('rejects %s with one line naming the variable', (value) => {
    expect(() => parseEnv({ SLACK_API_URL: value })).toThrow(/^Invalid configuration: SLACK_API_URL must be an absolute http\(s\) URL/);
  });
});
