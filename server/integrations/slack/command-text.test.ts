import { describe, expect, it } from 'vitest';
import { isChannelId, parseCommandText } from './command-text';

describe('the /people command grammar', () => {
  it('reads help, searches and the watch commands', () => {
    expect(parseCommandText('')).toEqual({ kind: 'help' });
    expect(parseCommandText('  Help ')).toEqual({ kind: 'help' });
    expect(parseCommandText('5 CTOs in Paris')).toEqual({ kind: 'search', brief: '5 CTOs in Paris' });
    expect(parseCommandText('watch weekly  CTOs in  Paris ')).toEqual({ kind: 'watch', schedule: 'weekly', brief: 'CTOs in  Paris' });
    expect(parseCommandText('WATCH Daily designers in Berlin')).toEqual({ kind: 'watch', schedule: 'daily', brief: 'designers in Berlin' });
    expect(parseCommandText('watches')).toEqual({ kind: 'watches' });
    expect(parseCommandText('unwatch mon_abc')).toEqual({ kind: 'unwatch', monitorId: 'mon_abc' });
  });

  it('keeps briefs that merely start with the letters of a keyword', () => {
    expect(parseCommandText('watchmakers in Geneva')).toEqual({ kind: 'search', brief: 'watchmakers in Geneva' });
    expect(parseCommandText('watches designers in Milan')).toEqual({ kind: 'search', brief: 'watches designers in Milan' });
  });

  it('never reads a watch command that misses a part as a brief', () => {
    for (const text of ['watch', 'watch weekly', 'watch hourly CTOs in Paris', 'watch CTOs in Paris']) expect(parseCommandText(text)).toEqual({ kind: 'incomplete', command: 'watch' });
    for (const text of ['unwatch', 'unwatch mon_a mon_b']) expect(parseCommandText(text)).toEqual({ kind: 'incomplete', command: 'unwatch' });
  });

  it('knows a channel id', () => {
    expect(isChannelId('C0TESTCHAN')).toBe(true);
    expect(isChannelId('')).toBe(false);
    expect(isChannelId('general')).toBe(false);
  });
});
