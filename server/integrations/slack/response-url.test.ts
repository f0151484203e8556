import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { usableResponseUrl } from './response-url';

afterEach(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS;
  resetEnvForTests();
});

describe('usableResponseUrl', () => {
  it("takes Slack's https response URLs", () => {
    expect(usableResponseUrl('https://hooks.slack.com/commands/T1DC2JH3J/397700885554/96rGlfmibIGlgcZRskXaIFfN')).toBe(
      'https://hooks.slack.com/commands/T1DC2JH3J/397700885554/96rGlfmibIGlgcZRskXaIFfN',
    );
  });

  it.each([
    ['plain http to Slack', 'http://hooks.slack.com/commands/T1/2/3'],
    ['another host', 'https://hooks.slack.com.evil.example/commands/T1/2/3'],
    ['a look-alike', 'https://hooks-slack.com/commands/T1/2/3'],
    ['credentials in the URL', 'https://user:pw@hooks.slack.com/commands/T1/2/3'],
    ['a private address', 'http://10.0.0.1/commands'],
    ['loopback', 'http://127.0.0.1:8080/commands'],
    ['not a URL', 'hooks.slack.com/commands'],
    ['empty', ''],
  ])('ignores %s', (_case, url) => {
    expect(usableResponseUrl(url)).toBeNull();
  });

  it('takes exactly the test hosts the operator allowed', () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_HOSTS = '127.0.0.1:8080';
    resetEnvForTests();
    expect(usableResponseUrl('http://127.0.0.1:8080/commands/T/1')).toBe('http://127.0.0.1:8080/commands/T/1');
    expect(usableResponseUrl('http://127.0.0.1:8081/commands/T/1')).toBeNull();
  });
});
