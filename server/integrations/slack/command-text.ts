/**
 * What a `/people` command's text asks for:
 *
 *   /people [help]                      this help
 *   /people watch daily|weekly <brief>  a monitor of the brief, posting each run's new people here
 *   /people watches                     this channel's monitors
 *   /people unwatch <monitor id>        deletes a monitor of the workspace
 *   /people <brief>                     a search (anything else)
 *
 * The keywords are whole words, in any case: "watchmakers in Geneva" is a brief. A watch command
 * that misses a part is `incomplete`, never read as a brief.
 */
export type CommandText =
  | { kind: 'help' }
  | { kind: 'search'; brief: string }
  | { kind: 'watch'; schedule: WatchSchedule; brief: string }
  | { kind: 'watches' }
  | { kind: 'unwatch'; monitorId: string }
  | { kind: 'incomplete'; command: 'watch' | 'unwatch' };

export type WatchCommand = Extract<CommandText, { kind: 'watch' | 'watches' | 'unwatch' }>;

const WATCH_SCHEDULES = ['daily', 'weekly'] as const;
export type WatchSchedule = (typeof WATCH_SCHEDULES)[number];

const isWatchSchedule = (word: string): word is WatchSchedule => (WATCH_SCHEDULES as readonly string[]).includes(word);

/** `text` is the command's text as the user typed it (already unescaped). */
export function parseCommandText(text: string): CommandText {
  const trimmed = text.trim();
  if (trimmed === '' || /^help$/i.test(trimmed)) return { kind: 'help' };
  if (/^watches$/i.test(trimmed)) return { kind: 'watches' };
  const [first = '', ...rest] = trimmed.split(/\s+/);
  const keyword = first.toLowerCase();
  if (keyword === 'unwatch') return rest.length === 1 ? { kind: 'unwatch', monitorId: rest[0]! } : { kind: 'incomplete', command: 'unwatch' };
  if (keyword !== 'watch') return { kind: 'search', brief: trimmed };
  const schedule = (rest[0] ?? '').toLowerCase();
  // The brief keeps its own spacing: it is everything after the schedule word.
  const brief = trimmed.replace(/^\S+\s+\S+/, '').trim();
  if (!isWatchSchedule(schedule) || brief === '') return { kind: 'incomplete', command: 'watch' };
  return { kind: 'watch', schedule, brief };
}

/** Slack's channel ids (public C…, private G…, direct D…): where results can be posted. */
export function isChannelId(channelId: string): boolean {
  return /^[CDG][A-Z0-9]{2,31}$/.test(channelId);
}
