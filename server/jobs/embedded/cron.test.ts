import { describe, expect, it } from 'vitest';
import { isTimerOf, parseCron, timerEvent } from './cron';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('parseCron', () => {
  it('reads five fields in UTC by default', () => {
    const monday9 = parseCron('0 9 * * 1');
    expect(iso(monday9.latestSlot(at('2026-01-07T12:00:00Z')))).toBe('2026-01-05T09:00:00.000Z');
    expect(iso(monday9.nextSlot(at('2026-01-07T12:00:00Z')))).toBe('2026-01-12T09:00:00.000Z');
    expect(monday9.expression).toBe('0 9 * * 1');
  });

  it('takes the time zone of a TZ= or CRON_TZ= prefix', () => {
    expect(iso(parseCron('TZ=Europe/Paris 0 9 * * 1').latestSlot(at('2026-01-07T12:00:00Z')))).toBe('2026-01-05T08:00:00.000Z');
    expect(iso(parseCron('CRON_TZ=America/New_York 0 9 * * *').nextSlot(at('2026-01-07T12:00:00Z')))).toBe('2026-01-07T14:00:00.000Z');
  });

  it('counts a slot at now (to the millisecond after it) as the latest, and the next as strictly later', () => {
    const everyMinute = parseCron('* * * * *');
    const slot = at('2026-01-01T10:00:00Z');
    expect(everyMinute.latestSlot(slot)).toBe(slot);
    expect(everyMinute.latestSlot(slot + 999)).toBe(slot);
    expect(everyMinute.latestSlot(slot - 1)).toBe(slot - 60_000);
    expect(everyMinute.nextSlot(slot)).toBe(slot + 60_000);
  });

  it('follows the zone across DST changes: a skipped time fires when the hour resumes, a repeated one once', () => {
    const london = parseCron('TZ=Europe/London 30 1 * * *');
    // 2026-03-29: 01:00 GMT jumps to 02:00 BST, so 01:30 does not exist that day.
    expect(iso(london.nextSlot(at('2026-03-28T12:00:00Z')))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(london.nextSlot(at('2026-03-29T01:00:00Z')))).toBe('2026-03-30T00:30:00.000Z'); // 01:30 BST
    // 2026-10-25: 02:00 BST falls back to 01:00 GMT, so 01:30 comes twice; it fires at the first.
    expect(iso(london.nextSlot(at('2026-10-24T12:00:00Z')))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(london.latestSlot(at('2026-10-25T01:45:00Z')))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(london.nextSlot(at('2026-10-25T00:30:00Z')))).toBe('2026-10-26T01:30:00.000Z'); // 01:30 GMT
  });

  it('refuses what Inngest refuses: not five fields, a value out of range, a nickname, an unknown zone', () => {
    for (const bad of ['* * * *', '0 0 * * * *', '61 * * * *', '@daily', 'TZ=Mars/Olympus * * * * *', 'TZ=Europe/Paris', '']) {
      expect(() => parseCron(bad), bad).toThrow(/cron|nickname/);
    }
  });
});

describe('timer events', () => {
  it("is Inngest's event, with an id naming the function and the slot", () => {
    const slot = at('2026-01-01T10:00:00Z');
    expect(timerEvent('app-f', 'TZ=Europe/Paris * * * * *', slot)).toEqual({
      id: 'cron-app-f-2026-01-01T10:00:00.000Z',
      name: 'inngest/scheduled.timer',
      data: { cron: 'TZ=Europe/Paris * * * * *' },
      ts: slot,
    });
  });

  it('belongs only to its own function, even one whose id starts like another', () => {
    const event = timerEvent('app-f-x', '* * * * *', at('2026-01-01T10:00:00Z'));
    expect(isTimerOf('app-f-x', event)).toBe(true);
    expect(isTimerOf('app-f', event)).toBe(false);
    expect(isTimerOf('app-f-x', { ...event, ts: event.ts + 60_000 })).toBe(false);
    expect(isTimerOf('app-f-x', { ...event, ts: Number.NaN })).toBe(false);
  });
});
