import { describe, expect, it } from 'vitest';
import { cronOf, isTimeZone, nextSlot, scheduleProblem } from './schedule';

describe('monitor schedules', () => {
  it('daily and weekly keep the minute, hour and weekday of creation, read in the time zone', () => {
    const createdAt = new Date('2026-11-26T08:30:00Z'); // a Thursday; 09:30 in Berlin
    expect(cronOf('daily', 'Europe/Berlin', createdAt)).toBe('30 9 * * *');
    expect(cronOf('weekly', 'Europe/Berlin', createdAt)).toBe('30 9 * * 4');
    expect(cronOf('weekly', 'Pacific/Auckland', createdAt)).toBe('30 21 * * 4');
    expect(cronOf('0 6 * * 1', 'UTC', createdAt)).toBe('0 6 * * 1');
  });

  it('keeps a daily run at the same wall-clock time across both clock changes', () => {
    const cron = cronOf('daily', 'Europe/London', new Date('2026-03-27T09:15:00Z'));
    const utc = (from: string) => nextSlot(cron, 'Europe/London', new Date(from))!.toISOString();
    expect(utc('2026-03-28T10:00:00Z')).toBe('2026-03-29T08:15:00.000Z'); // BST from 29 March
    expect(utc('2026-10-24T10:00:00Z')).toBe('2026-10-25T09:15:00.000Z'); // GMT again from 25 October
  });

  it('runs a time the spring change skips once, when the clocks resume, and a repeated autumn time once', () => {
    const slots = (from: string, to: string) => {
      const out: string[] = [];
      for (let at = nextSlot('30 1 * * *', 'Europe/London', new Date(from)); at && at < new Date(to); at = nextSlot('30 1 * * *', 'Europe/London', at)) out.push(at.toISOString());
      return out;
    };
    expect(slots('2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z']);
    expect(slots('2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z')).toEqual(['2026-10-24T00:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });

  it('accepts daily, weekly and crons of at most one run an hour', () => {
    for (const schedule of ['daily', 'weekly', '0 9 * * 1-5', '15 * * * *', '0 0 1 * *', '5 8,17 * * *']) expect(scheduleProblem(schedule, 'UTC')).toBeNull();
  });

  it('refuses more than one run an hour, other forms and schedules that never run', () => {
    expect(scheduleProblem('*/15 * * * *', 'UTC')).toMatch(/at most once an hour/);
    expect(scheduleProblem('0-5 * * * *', 'UTC')).toMatch(/at most once an hour/);
    expect(scheduleProblem('@daily', 'UTC')).toMatch(/five fields/);
    expect(scheduleProblem('0 9 * * * *', 'UTC')).toMatch(/five fields/);
    expect(scheduleProblem('0 9 * * mon-fry', 'UTC')).toMatch(/not a valid cron/);
    expect(scheduleProblem('0 9 30 2 *', 'UTC')).toBe('never runs');
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(' UTC')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
