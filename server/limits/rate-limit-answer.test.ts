import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { answerPerMinuteLimit, type PerMinuteLimit } from './rate-limit-answer';

const perKey: PerMinuteLimit = { policy: 'per-key', counted: 'requests', holder: 'this key' };
const perUser: PerMinuteLimit = { policy: 'per-user', counted: 'uploads', holder: 'your account' };

function refusal(limit: PerMinuteLimit): unknown {
  try {
    answerPerMinuteLimit({ allowed: false, limit: 120, remaining: 0, resetSeconds: 13 }, limit);
  } catch (error) {
    return error;
  }
  throw new Error('not refused');
}

describe('answerPerMinuteLimit', () => {
  it('gives an admitted request the RateLimit headers of its policy', () => {
    expect(answerPerMinuteLimit({ allowed: true, limit: 120, remaining: 7, resetSeconds: 42 }, perKey)).toEqual({
      'RateLimit-Policy': '"per-key";q=120;w=60',
      RateLimit: '"per-key";r=7;t=42',
    });
  });

  it('refuses past the limit with limit_exceeded, the headers and Retry-After', () => {
    const error = refusal(perUser);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'limit_exceeded',
      message: 'Rate limit of 120 uploads per minute for your account reached; retry in 13 s.',
      headers: { 'RateLimit-Policy': '"per-user";q=120;w=60', RateLimit: '"per-user";r=0;t=13', 'Retry-After': '13' },
    });
    expect(refusal(perKey)).toMatchObject({ message: 'Rate limit of 120 requests per minute for this key reached; retry in 13 s.' });
  });
});
