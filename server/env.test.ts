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
    });
    expect(env.databaseMode).toBe('postgres');
    expect(env.inngestMode).toBe('scaled');
  });

  it('allows INNGEST_DEV outside production, or switched off in production', () => {
    const scaled = { INNGEST_SIGNING_KEY: 'signkey-prod-1', INNGEST_EVENT_KEY: 'evt' };
    expect(parseEnv({ ...scaled, NODE_ENV: 'development', INNGEST_DEV: '1' }).inngestMode).toBe('scaled');
    expect(parseEnv({ ...scaled, NODE_ENV: 'production', INNGEST_DEV: '0' }).inngestMode).toBe('scaled');
    expect(parseEnv({ ...scaled, NODE_ENV: 'production', INNGEST_DEV: '' }).inngestMode).toBe('scaled');
  });

  it('parses WEBHOOK_ALLOW_PRIVATE_HOSTS', () => {
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE_HOSTS: ' 127.0.0.1:9000, LocalHost ,' }).webhookAllowPrivateHosts).toEqual(['127.0.0.1:9000', 'localhost']);
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
