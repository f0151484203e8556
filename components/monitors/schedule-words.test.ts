import { describe, expect, it } from 'vitest';
import { scheduleInWords } from './schedule-words';

// 2025-03-03 was a Monday; 08:05 UTC is 09:05 in Berlin and 03:05 in New York.
const createdAt = '2025-03-03T08:05:00.000Z';
const words = (schedule: string, timezone = 'UTC') => scheduleInWords({ schedule, timezone, createdAt });

describe('scheduleInWords', () => {
  it('reads daily and weekly at the creation time on the monitor\'s clock', () => {
    expect(words('daily')).toBe('Daily at 08:05');
    expect(words('daily', 'Europe/Berlin')).toBe('Daily at 09:05');
    expect(words('weekly', 'America/New_York')).toBe('Weekly on Monday at 03:05');
  });

  it('reads the common cron shapes', () => {
    expect(words('0 9 * * *')).toBe('Daily at 09:00');
    expect(words('30 7 * * 1-5')).toBe('Weekdays at 07:30');
    expect(words('0 18 * * 1,3,5')).toBe('Every Monday, Wednesday and Friday at 18:00');
    expect(words('0 9 * * SUN')).toBe('Every Sunday at 09:00');
    expect(words('15 * * * *')).toBe('Hourly at minute 15');
    expect(words('0 6 1 * *')).toBe('Monthly on day 1 at 06:00');
  });

  it('shows any other expression as written', () => {
    expect(words('0 9-17 * * *')).toBe('Cron 0 9-17 * * *');
    expect(words('0 9 * 1 *')).toBe('Cron 0 9 * 1 *');
  });
});
