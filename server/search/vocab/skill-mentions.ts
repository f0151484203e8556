// Where a person's own data names a skill: the skills column (the skill itself, or an entry that
// holds its words: "Litigation support" for Litigation, "Python scripting" for Python) or the
// title ("Senior Software Engineer (Python)", "Director of RevOps"). A skill whose name is also an
// ordinary word ("Go", "Rust", "Swift") counts only as a whole entry, or in a title right before
// a coder's word ("Rust Developer"): "Go-To-Market Manager" knows no Go.
import { tokenize } from '../text/normalise';
import { CREDENTIALS, SKILL_BY_NAME, TITLE_CODES, titleCodePattern } from './skills';
import { runAt } from './title-spellings';

/** The words after which a skill's name says what the person writes code in. */
export const CODER_WORDS: ReadonlySet<string> = new Set(['developer', 'engineer', 'programmer']);

/** An alias this short ("ts", "js", "py") is too often something else inside a title or an entry. */
const SHORT_ALIAS_MAX = 3;

export type SkillMention = { in: 'skills'; entry: string } | { in: 'title' };

const keysOf = (text: string) => tokenize(text).map((t) => t.key);

/** The phrases that name a skill wherever they stand: its name unless an ordinary word, and its longer unambiguous aliases ("revops", "golang"). */
export function unambiguousPhrases(skill: string): string[] {
  const def = SKILL_BY_NAME.get(skill);
  if (!def) return [];
  const aliases = def.aliases.filter((a) => !a.ctx && a.phrase.length > SHORT_ALIAS_MAX).map((a) => a.phrase);
  return [...(def.ctx ? [] : [skill]), ...aliases];
}

/** "ER Nurse", "TIG Welder": a skill by its short form, in capitals and as a whole word of the title. */
const CODE_IN_TITLE: ReadonlyMap<string, RegExp> = new Map([...new Set(TITLE_CODES.values())].map((skill) => [skill, new RegExp(titleCodePattern(skill)!)]));

/** Where the person's skills or title name `skill` (its canonical name), or null. */
export function skillMention(person: { title: string; skills: readonly string[] }, skill: string): SkillMention | null {
  if (person.skills.includes(skill)) return { in: 'skills', entry: skill };
  const phrases = unambiguousPhrases(skill).map(keysOf).filter((words) => words.length > 0);
  const entry = person.skills.find((s) => phrases.some((words) => runAt(keysOf(s), words) >= 0));
  if (entry) return { in: 'skills', entry };
  const title = keysOf(person.title);
  if (phrases.some((words) => runAt(title, words) >= 0)) return { in: 'title' };
  if (CODE_IN_TITLE.get(skill)?.test(person.title)) return { in: 'title' };
  const name = keysOf(skill);
  // "Structural Engineer, PE", "Senior Accountant | CPA": a credential as a part of the title of its own.
  if (CREDENTIALS.has(skill) && person.title.split(/[,|/()]/).some((part) => keysOf(part).join(' ') === name.join(' '))) return { in: 'title' };
  const at = runAt(title, name);
  return at >= 0 && CODER_WORDS.has(title[at + name.length] ?? '') ? { in: 'title' } : null;
}
