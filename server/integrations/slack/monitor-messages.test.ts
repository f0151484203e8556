import { describe, expect, it } from 'vitest';
import { monitorRunMessage, scheduleWords, unknownMonitorMessage, watchesMessage, watchingMessage } from './monitor-messages';

const all = (message: { text: string; blocks: unknown[] }) => `${message.text}\n${JSON.stringify(message.blocks)}`;
// A Tuesday, 09:05 UTC.
const createdAt = new Date('2025-06-03T09:05:00Z');

describe('monitor messages', () => {
  it('words a schedule at the time of day (and weekday) the monitor was made', () => {
    expect(scheduleWords('daily', 'UTC', createdAt)).toBe('daily at 09:05 UTC');
    expect(scheduleWords('weekly', 'UTC', createdAt)).toBe('weekly on Tuesdays at 09:05 UTC');
    expect(scheduleWords('weekly', 'Europe/Berlin', createdAt)).toBe('weekly on Tuesdays at 11:05 Europe/Berlin');
    expect(scheduleWords('0 7 * * 1', 'UTC', createdAt)).toBe('on the cron schedule `0 7 * * 1` (UTC)');
  });

  it('answers a watch with the monitor, its schedule in UTC, the next run and the first run', () => {
    const base = { monitorId: 'mon_1', brief: '<!here> CTOs', schedule: 'weekly', timezone: 'UTC', createdAt, nextRunAt: new Date('2025-06-10T09:05:00Z') };
    const started = all(watchingMessage({ ...base, firstRun: { projectId: 'prj_1', projectUrl: 'https://app/projects/prj_1' } }));
    expect(started).toContain('mon_1');
    expect(started).toContain('weekly on Tuesdays at 09:05 UTC');
    expect(started).toMatch(/times are UTC/);
    expect(started).toContain('<!date^1749546300^{date_short_pretty} at {time}|2025-06-10 09:05 UTC>');
    expect(started).toContain('<https://app/projects/prj_1|prj_1>');
    expect(JSON.stringify(watchingMessage({ ...base, firstRun: { projectId: 'p', projectUrl: 'u' } }).blocks)).not.toContain('<!here>');
    expect(all(watchingMessage({ ...base, firstRun: { skipped: 'The workspace has no credits left.' } }))).toContain('First run skipped:* The workspace has no credits left.');
  });

  it('lists monitors with their state, and says when there are none', () => {
    expect(watchesMessage([]).text).toMatch(/No monitors in this channel/);
    const line = { monitorId: 'mon_1', brief: 'CTOs', schedule: 'daily', timezone: 'UTC', createdAt, status: 'active' as const, pausedReason: null, nextRunAt: createdAt };
    const text = all(watchesMessage([line, { ...line, monitorId: 'mon_2', status: 'paused', pausedReason: 'Credits ran out.' }, { ...line, monitorId: 'mon_3' }], 2));
    expect(text).toMatch(/mon_1.*active · next run <!date/);
    expect(text).toContain('*paused*: Credits ran out.');
    expect(text).toContain('…and 1 more');
  });

  it('quotes an unknown id safely', () => {
    expect(unknownMonitorMessage('`<!channel>`').text).toContain("`'&lt;!channel&gt;'`");
  });

  it('says a run posts new people, and says so when there are none', () => {
    const person = { fullName: 'Ada', title: 'CTO', company: 'X', location: 'Paris', linkedinUrl: 'https://www.linkedin.com/in/ada', why: [] };
    const base = { monitorId: 'mon_1', brief: 'CTOs', verifiedResults: 1, totalResults: 1, people: [person], projectUrl: 'https://app/projects/p', csvUrl: 'c', failed: false };
    expect(monitorRunMessage({ ...base, firstRun: false }).text).toBe('Monitor mon_1: 1 new person (1 verified) since the last run. Brief: CTOs');
    expect(all(monitorRunMessage({ ...base, firstRun: false }))).toContain('<https://www.linkedin.com/in/ada|Ada>');
    expect(monitorRunMessage({ ...base, firstRun: true }).text).toMatch(/^Monitor mon_1: first run, 1 person \(1 verified\)\. Later runs post only people not posted before\./);
    const none = monitorRunMessage({ ...base, firstRun: false, verifiedResults: 0, totalResults: 0, people: [] });
    expect(none.text).toBe('Monitor mon_1: no new people this time. Brief: CTOs');
    expect(none.blocks).toHaveLength(2);
    expect(monitorRunMessage({ ...base, firstRun: false, failed: true }).text).toMatch(/could not be completed .* the next run will try again/);
  });
});
