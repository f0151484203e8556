import type { MonitorView } from '@/server/schemas/monitor';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The hour, minute and weekday of `at` on a clock in `timezone`. */
function wallClock(at: Date, timezone: string): { time: string; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', weekday: 'short' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { time: `${part('hour')}:${part('minute')}`, weekday: WEEKDAY_NAMES.indexOf(part('weekday').toUpperCase()) };
}

/** A cron weekday (0–7, or a name like MON) as a day's name; null for anything else. */
function weekdayName(field: string): string | null {
  const index = /^\d$/.test(field) ? Number(field) % 7 : WEEKDAY_NAMES.indexOf(field.toUpperCase());
  return WEEKDAYS[index] ?? null;
}

function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The common shapes of a five-field cron expression in words; null when it is not one of them. */
function cronInWords(expression: string): string | null {
  const [minute, hour, day, month, weekday] = expression.trim().split(/\s+/);
  if (!minute || !hour || !day || !month || !weekday || !/^\d{1,2}$/.test(minute) || month !== '*') return null;
  if (hour === '*') return day === '*' && weekday === '*' ? `Hourly at minute ${Number(minute)}` : null;
  if (!/^\d{1,2}$/.test(hour)) return null;
  const at = `at ${pad(Number(hour))}:${pad(Number(minute))}`;
  if (day === '*' && weekday === '*') return `Daily ${at}`;
  if (/^\d{1,2}$/.test(day) && weekday === '*') return `Monthly on day ${Number(day)} ${at}`;
  if (day !== '*') return null;
  if (weekday === '1-5' || weekday.toUpperCase() === 'MON-FRI') return `Weekdays ${at}`;
  const days = weekday.split(',').map(weekdayName);
  return days.every((name): name is string => name !== null) ? `Every ${listInWords(days)} ${at}` : null;
}

/**
 * "Daily at 09:30", "Weekly on Monday at 09:30", "Weekdays at 08:00": the schedule in words, its
 * times on the monitor's clock. `daily` and `weekly` run at the time (and weekday) the monitor was
 * created; an unusual cron expression is shown as written.
 */
export function scheduleInWords(monitor: Pick<MonitorView, 'schedule' | 'timezone' | 'createdAt'>): string {
  if (monitor.schedule === 'daily' || monitor.schedule === 'weekly') {
    const { time, weekday } = wallClock(new Date(monitor.createdAt), monitor.timezone);
    return monitor.schedule === 'daily' ? `Daily at ${time}` : `Weekly on ${WEEKDAYS[weekday] ?? 'the same day'} at ${time}`;
  }
  return cronInWords(monitor.schedule) ?? `Cron ${monitor.schedule}`;
}
