// Domains of the known-topics vocabulary ("restaurantes com estrela Michelin", "Docenten wiskunde"):
// a topic the person's own text must show in any of its spellings. And a field's short form where
// a field stands ("working in VC", "met IC-ervaring"), read as the topic or skill it stands for.
// Both read only words no earlier reading took, so a field of study or a title keeps its words
// ("licenciatura en física").
import { phraseKey } from '../text/normalise';
import { WARD_CODES, WARD_CODES_ANY_CASE } from '../vocab/skills';
import { FIELD_CODES, KNOWN_TOPICS, type KnownTopic } from '../vocab/topics';
import type { BriefContext, Fact, Span } from './context';
import { lazyTable, longestPhraseAt, phraseTable } from './phrase-table';
import { EXPERIENCE_WORDS_I18N } from './words-i18n';

const topics = lazyTable(() => phraseTable(KNOWN_TOPICS.flatMap((topic) => topic.phrases.map((phrase) => [phrase, topic] as const))));

/** Words before a field in the six languages ("in VC", "em PE", "dans le PE"), articles skipped. */
const FIELD_BEFORE = new Set(['in', 'into', 'within', 'em', 'no', 'na', 'en', 'dans', 'im', 'bij', 'op']);
const ARTICLES = new Set(['the', 'a', 'an', 'o', 'el', 'la', 'le', 'l', 'de', 'het', 'der', 'die', 'das', 'den']);

/** A field's short form in capitals where a field stands: after "in", or before a word for experience ("PE experience", "IC-ervaring"). */
function fieldCodeAt(ctx: BriefContext, i: number): string | undefined {
  const field = FIELD_CODES.get(ctx.tokens[i]!.raw);
  if (!field) return undefined;
  let k = i - 1;
  while (k >= 0 && ARTICLES.has(ctx.tokens[k]!.folded) && !ctx.tokens[k]!.breakAfter) k--;
  const before = k >= 0 && !ctx.tokens[k]!.breakAfter && FIELD_BEFORE.has(ctx.tokens[k]!.folded);
  const after = !ctx.tokens[i]!.breakAfter && EXPERIENCE_WORDS_I18N.has(ctx.tokens[i + 1]?.folded ?? '');
  return before || after ? field : undefined;
}

function topicFact(topic: KnownTopic, span: Span & { text: string }): Fact {
  const phrases = [...new Set([...topic.phrases, ...(topic.alsoMatches ?? [])].map(phraseKey))].map((key) => key.split(' '));
  return { kind: 'topic', words: phraseKey(topic.label).split(' '), phrases, label: topic.label, ...span };
}

/** A field's short form, read as the known topic or the skill its words name ("VC" is venture capital, "IC" intensive care). */
function fieldFact(ctx: BriefContext, field: string, span: Span & { text: string }): Fact | undefined {
  const key = phraseKey(field);
  const topic = topics().map.get(key);
  if (topic) return topicFact(topic, span);
  const skill = ctx.lexicon.entries.get(key)?.find((entry) => entry.kind === 'skill');
  return skill?.kind === 'skill' ? { kind: 'skill', skill: skill.skill, ...span } : undefined;
}

/** Titles of people who teach: only their briefs name school subjects. */
const TEACHES = /\b(?:teacher|tutor|lecturer|professor|instructor)\b/i;

/** Known topics at every free token that `read` allows. */
function readTopics(ctx: BriefContext, read: (topic: KnownTopic) => boolean): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const found = longestPhraseAt(ctx, i, topics());
    if (found && read(found.meaning)) {
      ctx.addFact(topicFact(found.meaning, { start: i, end: found.end, text: ctx.text(i, found.end) }));
      i = found.end - 1;
    }
  }
}

/** The titles a ward's short form is read before (elsewhere "OR" and "ER" are other words, "L&D" learning and development). */
const WARD_STAFF = new Set([
  'nurse', 'nurses', 'rn', 'rns', 'technician', 'technicians', 'lpn', 'lpns', 'cna', 'cnas',
  'pflegekraft', 'pflegekrafte', 'pflegefachkraft', 'pflegefachkrafte', 'krankenpfleger', 'krankenpflegerin', 'verpleegkundige', 'verpleegkundigen',
]);
/** The most tokens a ward's short form takes ("L", "&", "D"). */
const WARD_CODE_TOKENS = 3;

/** "ER nurses", "OR technicians", "L&D RN": the ward, read as its skill before the lexicon reads the letters as something else. */
function readWardCodes(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    for (let j = i + 1; j <= Math.min(ctx.length - 1, i + WARD_CODE_TOKENS); j++) {
      // In capitals ("OR" is a conjunction otherwise), or a code no language writes as a word in any case ("l&d nurse", "ic verpleegkundige").
      const text = ctx.text(i, j);
      const skill = WARD_CODES.get(text) ?? (WARD_CODES_ANY_CASE.has(text.toUpperCase()) ? WARD_CODES.get(text.toUpperCase()) : undefined);
      if (!skill || !ctx.spanFree(i, j) || ctx.tokens[j - 1]!.breakAfter || !WARD_STAFF.has(ctx.tokens[j]!.folded)) continue;
      ctx.addFact({ kind: 'skill', skill, start: i, end: j, text: ctx.text(i, j) });
      break;
    }
  }
}

/** The domains before the lexicon's words take theirs: "investment banking" is no "banking". */
export function extractKnownTopics(ctx: BriefContext): void {
  readWardCodes(ctx);
  readTopics(ctx, (topic) => !topic.subject);
}

/** Once the brief's people are read: school subjects in a brief for teachers, and fields' short forms where a field stands. */
export function extractSubjectsAndFieldCodes(ctx: BriefContext): void {
  if (ctx.factsOf('role').some((role) => TEACHES.test(role.label))) readTopics(ctx, (topic) => !!topic.subject);
  for (let i = 0; i < ctx.length; i++) {
    const field = ctx.isFree(i) ? fieldCodeAt(ctx, i) : undefined;
    const fact = field && fieldFact(ctx, field, { start: i, end: i + 1, text: ctx.text(i, i + 1) });
    if (fact) ctx.addFact(fact);
  }
}
