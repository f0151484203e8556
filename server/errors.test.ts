import { describe, expect, it } from 'vitest';
import { AppError } from './errors';

describe('AppError', () => {
  it('answers a client error without capturing a stack (refusing a request stays cheap), and keeps it for an internal error', () => {
    const refused = new AppError('unauthorized', 'Missing key.', { 'Retry-After': '1' });
    expect(refused).toBeInstanceOf(Error);
    expect([refused.name, refused.code, refused.message, refused.headers]).toEqual(['AppError', 'unauthorized', 'Missing key.', { 'Retry-After': '1' }]);
    expect(refused.stack).toBe('AppError: Missing key.');
    expect(new AppError('internal_error').stack!.split('\n').length).toBeGreaterThan(1);
    // The process's own limit is left as it was.
    expect(Error.stackTraceLimit).toBeGreaterThan(0);
  });
});
