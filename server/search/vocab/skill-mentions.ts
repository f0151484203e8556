// Where a person's own data names a skill: the skills column (the skill itself, or an entry that
// holds its words: "Litigation support" for Litigation, "Python scripting" for Python) or the
// title ("Senior Software Engineer (Python)", "Sr. Paralegal - Litigation"). A skill whose name is
// also an ordinary word ("Go", "Rust", "Swift") counts only as a whole entry, or in a title right
// before a coder's word ("Rust Developer"): "Go-To-Market Manager" knows no Go.
import { tokenize } from '../text/normalise';
import { SKILL_BY_NAME } from './skills';

/** The words after which a skill's name says what the person writes code in. */
export const CODER_WORDS: ReadonlySet<string> = new Set(['developer', 'engineer', 'programmer']);

export type SkillMention = { in: 'skills'; entry: string } | { in: 'title' };

const keysOf = (text: string) => tokenize(text).map((t) => t.key);

/** Where `words` is a run of `within`, its start; else -1. */
function runAt(within: readonly string[], words: readonly string[]): number {
  for (let i = 0; i + words.length <= within.length; i++) if (words.every((w, j) => within[i + j] === w)) return i;
  return -1;
}

/** Whether a skill's name is also an ordinary word, read as the skill only in a skill's context. */
export function isContextSkill(skill: string): boolean {
  return SKILL_BY_NAME.get(skill)?.ctx ?? true;
}

/** Where the person's skills or title name `skill` (its canonical name), or null. */
export function skillMention(person: { title: string; skills: readonly string[] }, skill: string): SkillMention | null {
  if (person.skills.includes(skill)) return { in: 'skills', entry: skill };
  const words = keysOf(skill);
  if (words.length === 0) return null;
  const ordinary = isContextSkill(skill);
  if (!ordinary) {
    const entry = person.skills.find((s) => runAt(keysOf(s), words) >= 0);
    if (entry) return { in: 'skills', entry };
  }
  const title = keysOf(person.title);
  const at = runAt(title, words);
  if (at < 0) return null;
  return !ordinary || CODER_WORDS.has(title[at + words.length] ?? '') ? { in: 'title' } : null;
}
