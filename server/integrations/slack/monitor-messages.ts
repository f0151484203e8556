import { cronOf } from '@/server/monitors/schedule';
import { SLASH_COMMAND } from './manifest';
import { context, escapeMrkdwn, link, peopleList, type PersonLine, section, type SlackMessage } from './messages';

/** The words of a `/people watch` exchange and of a monitor run's post (messages.ts has the search's). */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Slack commands carry no time zone: monitors made in Slack read their schedule in UTC. */
export const SLACK_MONITOR_TIMEZONE = 'UTC';
const BRIEF_IN_LIST = 200;

/** "weekly on Mondays at 09:30 UTC": daily and weekly run at the time of day (and weekday) they were made. */
export function scheduleWords(schedule: string, timezone: string, createdAt: Date): string {
  if (schedule !== 'daily' && schedule !== 'weekly') return `on the cron schedule \`${schedule.replace(/`/g, "'")}\` (${timezone})`;
  const [minute = '0', hour = '0', , , weekday = '0'] = cronOf(schedule, timezone, createdAt).split(' ');
  const time = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')} ${timezone}`;
  return schedule === 'daily' ? `daily at ${time}` : `weekly on ${WEEKDAYS[Number(weekday)]}s at ${time}`;
}

/** A moment Slack shows in each reader's own time zone; the fallback is UTC. */
function when(at: Date): string {
  const fallback = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `<!date^${Math.floor(at.getTime() / 1000)}^{date_short_pretty} at {time}|${fallback}>`;
}

/** A monitor id as the user typed it, safe inside inline code. */
const code = (id: string) => `\`${escapeMrkdwn(id.slice(0, 60)).replace(/`/g, "'")}\``;
const unwatchHint = (monitorId: string) => `\`${SLASH_COMMAND} unwatch ${monitorId}\` stops it.`;

export interface WatchingInput {
  monitorId: string;
  brief: string;
  schedule: string;
  timezone: string;
  createdAt: Date;
  nextRunAt: Date | null;
  /** The first run: its project, or why the limits skipped it. */
  firstRun: { projectId: string; projectUrl: string } | { skipped: string };
}

export function watchingMessage(input: WatchingInput): SlackMessage {
  const schedule = scheduleWords(input.schedule, input.timezone, input.createdAt);
  const next = input.nextRunAt ? ` Next run: ${when(input.nextRunAt)}.` : '';
  const first =
    'projectId' in input.firstRun
      ? `*First run:* ${link(input.firstRun.projectUrl, input.firstRun.projectId)} is searching now; its people will be posted in this channel.`
      : `*First run skipped:* ${escapeMrkdwn(input.firstRun.skipped)} The monitor waits for its next run.`;
  const firstText = 'projectId' in input.firstRun ? `first run: project ${input.firstRun.projectId}` : `first run skipped: ${input.firstRun.skipped}`;
  return {
    text: `Watching ${schedule}: ${input.brief} (monitor ${input.monitorId}; ${firstText}). Each run's new people will be posted in this channel.`,
    blocks: [
      section(`*Watching:* ${escapeMrkdwn(input.brief)}`),
      section(
        `Monitor \`${input.monitorId}\` runs ${schedule} (Slack does not tell us your time zone, so times are UTC).${next}\n${first}`,
      ),
      context(`Each run posts only people no earlier run posted. \`${SLASH_COMMAND} watches\` lists this channel's monitors; ${unwatchHint(input.monitorId)}`),
    ],
  };
}

export interface WatchLine {
  monitorId: string;
  brief: string;
  schedule: string;
  timezone: string;
  createdAt: Date;
  status: 'active' | 'paused';
  pausedReason: string | null;
  nextRunAt: Date;
}

/** The channel's monitors, newest first: Slack allows 50 blocks, so at most 40 are listed. */
export function watchesMessage(monitors: WatchLine[], shownAtMost = 40): SlackMessage {
  if (monitors.length === 0) {
    const text = `No monitors in this channel. \`${SLASH_COMMAND} watch weekly <brief>\` makes one.`;
    return { text, blocks: [section(text)] };
  }
  const shown = monitors.slice(0, shownAtMost).map((m) => {
    const brief = m.brief.length > BRIEF_IN_LIST ? `${m.brief.slice(0, BRIEF_IN_LIST - 1)}…` : m.brief;
    const state = m.status === 'active' ? `active · next run ${when(m.nextRunAt)}` : `*paused*${m.pausedReason ? `: ${escapeMrkdwn(m.pausedReason)}` : ''}`;
    return section(`\`${m.monitorId}\` · ${escapeMrkdwn(brief)}\n${scheduleWords(m.schedule, m.timezone, m.createdAt)} · ${state}`);
  });
  const more = monitors.length > shown.length ? [context(`…and ${monitors.length - shown.length} more: the Monitors page lists them all.`)] : [];
  return {
    text: `${monitors.length} monitor${monitors.length === 1 ? '' : 's'} in this channel: ${monitors.map((m) => m.monitorId).join(', ')}`,
    blocks: [section(`*This channel's monitors* (${monitors.length})`), ...shown, ...more, context(`\`${SLASH_COMMAND} unwatch <id>\` deletes one; its projects stay.`)],
  };
}

export function unwatchedMessage(input: { monitorId: string; brief: string | null }): SlackMessage {
  const brief = input.brief ? ` (${input.brief})` : '';
  return {
    text: `Stopped watching: monitor ${input.monitorId}${brief} is deleted. Its runs' projects stay.`,
    blocks: [section(`*Stopped watching:* monitor \`${input.monitorId}\`${escapeMrkdwn(brief)} is deleted. Its runs' projects stay.`)],
  };
}

export function unknownMonitorMessage(monitorId: string): SlackMessage {
  const text = `No monitor ${code(monitorId)} in this workspace (or it was already deleted): nothing was changed. \`${SLASH_COMMAND} watches\` lists this channel's monitors.`;
  return { text, blocks: [section(text)] };
}

export function watchFailedMessage(): SlackMessage {
  const text = `Something went wrong on our side; nothing was charged. Please try again (\`${SLASH_COMMAND} watches\` shows this channel's monitors as they are).`;
  return { text, blocks: [section(text)] };
}

/** A watch command that misses its schedule, its brief or its id. */
export function incompleteWatchMessage(command: 'watch' | 'unwatch'): SlackMessage {
  const text =
    command === 'watch'
      ? `Nothing was watched: say how often and what, as in \`${SLASH_COMMAND} watch daily <brief>\` or \`${SLASH_COMMAND} watch weekly <brief>\`.`
      : `Nothing was deleted: say which monitor, as in \`${SLASH_COMMAND} unwatch mon_…\` (\`${SLASH_COMMAND} watches\` lists this channel's monitors).`;
  return { text, blocks: [section(text)] };
}

/** The post of a finished monitor run: the people no earlier run delivered. */
export function monitorRunMessage(input: {
  monitorId: string;
  brief: string;
  firstRun: boolean;
  verifiedResults: number;
  totalResults: number;
  people: PersonLine[];
  projectUrl: string;
  csvUrl: string;
  failed: boolean;
}): SlackMessage {
  const monitor = `Monitor ${input.monitorId}`;
  const n = input.totalResults;
  const people = `${n} ${input.firstRun ? '' : 'new '}${n === 1 ? 'person' : 'people'} (${input.verifiedResults} verified)`;
  const headline = input.failed
    ? 'this run could not be completed (nothing was charged); the next run will try again.'
    : n === 0
      ? input.firstRun
        ? 'nobody matches the brief yet; later runs will post whoever starts to match.'
        : 'no new people this time.'
      : input.firstRun
        ? `first run, ${people}. Later runs post only people not posted before.`
        : `${people} since the last run.`;
  const links = n > 0 ? `${link(input.projectUrl, 'Open the project')} · ${link(input.csvUrl, 'Download CSV')}` : link(input.projectUrl, 'Open the run');
  return {
    text: `${monitor}: ${headline} Brief: ${input.brief}`,
    blocks: [
      section(`*${monitor}:* ${headline}\n_${escapeMrkdwn(input.brief.slice(0, 500))}_`),
      ...(n > 0 && !input.failed ? [section(peopleList(input.people, n))] : []),
      context(`${links} · ${unwatchHint(input.monitorId)}`),
    ],
  };
}

/** A run whose reading of the brief now needs an answer (a company name no longer resolves, say). */
export function monitorClarificationMessage(input: { monitorId: string; brief: string; question: string; projectUrl: string }): SlackMessage {
  return {
    text: `Monitor ${input.monitorId}: this run needs more detail about the brief: ${input.question}`,
    blocks: [
      section(`*Monitor ${input.monitorId}:* this run needs more detail about the brief (nothing was charged).\n_${escapeMrkdwn(input.brief.slice(0, 500))}_`),
      section(`> ${escapeMrkdwn(input.question)}`),
      context(`${unwatchHint(input.monitorId)} Then watch a sharper brief with \`${SLASH_COMMAND} watch weekly <brief>\`. ${link(input.projectUrl, 'Open the run')}`),
    ],
  };
}
