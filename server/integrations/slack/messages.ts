import type { KnownBlock } from '@slack/types';
import { SLASH_COMMAND } from './manifest';

/** A Slack message: Block Kit blocks plus the plain `text` Slack shows in notifications. */
export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

/** How many people the outcome message lists; the rest are a click away. */
export const PEOPLE_IN_MESSAGE = 5;
const EXAMPLE_BRIEF = '25 heads of growth at Series B fintech startups in London';

/** Slack mrkdwn treats &, < and > as control characters: user text must be escaped. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Slack sends a command's text with &, < and > escaped: the brief as the user typed it. */
export function unescapeSlackText(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** A link whose label cannot break out of the `<url|label>` syntax. */
export function link(url: string, label: string): string {
  return `<${url.replace(/[<>|]/g, encodeURIComponent)}|${escapeMrkdwn(label).replace(/\|/g, '¦')}>`;
}

export const section = (markdown: string): KnownBlock => ({ type: 'section', text: { type: 'mrkdwn', text: markdown.slice(0, 3000) } });
export const context = (markdown: string): KnownBlock => ({ type: 'context', elements: [{ type: 'mrkdwn', text: markdown.slice(0, 3000) }] });

export function helpMessage(): SlackMessage {
  const text = `${SLASH_COMMAND} starts a people search from a brief in plain words, on this workspace's credits; ${SLASH_COMMAND} watch daily (or weekly) and a brief re-runs it and posts the new people here.`;
  return {
    text,
    blocks: [
      section(`*${SLASH_COMMAND} <brief>* starts a people search, on this workspace's credits and its 20 searches per hour.`),
      section(
        [
          `• \`${SLASH_COMMAND} ${EXAMPLE_BRIEF}\``,
          '• Say who you want (a role or title), and as much as you know: where, which companies or industry, seniority, skills, how many.',
          '• You get the brief as read and the project id at once; the people are posted in this channel when the search ends.',
        ].join('\n'),
      ),
      section(
        [
          `*${SLASH_COMMAND} watch daily <brief>* or *${SLASH_COMMAND} watch weekly <brief>* watches a brief: it runs now, then every day or week at this time of day (UTC), and each run posts in this channel only people no earlier run posted.`,
          `• \`${SLASH_COMMAND} watches\` lists this channel's monitors; \`${SLASH_COMMAND} unwatch <id>\` deletes one (its projects stay).`,
          `• \`${SLASH_COMMAND} help\` shows this.`,
        ].join('\n'),
      ),
    ],
  };
}

/**
 * Also the answer to a request that could not be verified (or was a copy of one already answered):
 * one answer for both, so it does not tell who is connected.
 */
export function notConnectedMessage(): SlackMessage {
  const text =
    'No search was started: this Slack workspace is not connected to People Search, or the request could not be verified. An owner or admin can connect it under Settings › Slack (and check that the signing secret there is the app’s).';
  return { text, blocks: [section(text)] };
}

export function acknowledgementMessage(input: { brief: string; criteria: string[]; projectId: string; projectUrl: string }): SlackMessage {
  const criteria = input.criteria.length ? input.criteria.map((name) => `• ${escapeMrkdwn(name)}`).join('\n') : '_No criteria read yet: a question about the brief will follow._';
  return {
    text: `Searching: ${input.brief} (project ${input.projectId}). Results will follow in this channel.`,
    blocks: [
      section(`*Searching:* ${escapeMrkdwn(input.brief)}`),
      section(`*Criteria as read*\n${criteria}`),
      context(`Project ${link(input.projectUrl, input.projectId)} · results will follow in this channel.`),
    ],
  };
}

/** Why nothing was started; `refused` names what was not ("No monitor was created"). */
export function refusalMessage(input: { brief: string; reason: string; retryAfterS: number | null; refused?: string }): SlackMessage {
  const refused = input.refused ?? 'No search was started';
  const retry = input.retryAfterS === null ? '' : ` Try again in ${formatWait(input.retryAfterS)} (at <!date^${Math.floor(Date.now() / 1000) + input.retryAfterS}^{time}|${input.retryAfterS} s from now>).`;
  const text = `${refused}: ${input.reason}${retry}`;
  return {
    text,
    blocks: [section(`*${refused}.* ${escapeMrkdwn(input.reason)}${retry}`), context(`Brief: ${escapeMrkdwn(input.brief.slice(0, 300))}`)],
  };
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export interface PersonLine {
  fullName: string;
  title: string;
  company: string;
  location: string;
  linkedinUrl: string;
  /** Each criterion's verdict and the value behind it ("title: Sr. Developer Advocate"). */
  why: Array<{ criterion: string; verdict: string; evidence: string }>;
}

const VERDICT_MARK: Record<string, string> = { yes: '✓', no: '✗', unknown: '?' };
/** One person's evidence line stays short: Slack cuts a section at 3,000 characters. */
const WHY_LENGTH = 280;

function whyLine(why: PersonLine['why']): string {
  const line = why.map((w) => `${VERDICT_MARK[w.verdict] ?? '?'} ${w.criterion}${w.evidence ? ` (${w.evidence})` : ''}`).join(' · ');
  return line.length > WHY_LENGTH ? `${line.slice(0, WHY_LENGTH - 1)}…` : line;
}

/** The first PEOPLE_IN_MESSAGE people, one line each with the evidence behind each verdict, and how many more. */
export function peopleList(people: PersonLine[], totalResults: number): string {
  const lines = people.slice(0, PEOPLE_IN_MESSAGE).map((p) => {
    const line = `• *${link(p.linkedinUrl, p.fullName)}*, ${escapeMrkdwn(p.title)} at ${escapeMrkdwn(p.company)} · ${escapeMrkdwn(p.location)}`;
    return p.why.length > 0 ? `${line}\n    _${escapeMrkdwn(whyLine(p.why))}_` : line;
  });
  const more = totalResults > lines.length ? `\n_…and ${totalResults - lines.length} more in the project._` : '';
  return `${lines.join('\n')}${more}`;
}

export function resultsMessage(input: {
  brief: string;
  verifiedResults: number;
  totalResults: number;
  people: PersonLine[];
  projectUrl: string;
  csvUrl: string;
  failed: boolean;
}): SlackMessage {
  const counts = `${input.verifiedResults} verified of ${input.totalResults} result${input.totalResults === 1 ? '' : 's'}`;
  const body = input.failed
    ? 'The search could not be completed (nothing was charged). Please try again.'
    : input.people.length
      ? peopleList(input.people, input.totalResults)
      : 'Nobody in the directory matches this brief.';
  return {
    text: `People search done: ${input.brief} (${counts}).`,
    blocks: [
      section(`*People search done:* ${escapeMrkdwn(input.brief)}\n${counts}`),
      section(body),
      context(`${link(input.projectUrl, 'Open the project')} · ${link(input.csvUrl, 'Download CSV')}`),
    ],
  };
}

export function clarificationMessage(input: { brief: string; question: string; projectUrl: string }): SlackMessage {
  return {
    text: `Your brief needs more detail: ${input.question}`,
    blocks: [
      section(`*Your brief needs more detail:* ${escapeMrkdwn(input.brief)}`),
      section(`> ${escapeMrkdwn(input.question)}`),
      context(`Send a sharper brief with \`${SLASH_COMMAND} <brief>\`, e.g. \`${SLASH_COMMAND} ${EXAMPLE_BRIEF}\`. Nothing was charged. ${link(input.projectUrl, 'Open the project')}`),
    ],
  };
}
