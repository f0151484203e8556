// Skills and languages as files list them ("python; Go | k8s") -> the engine's canonical names
// (skills.ts, languages.ts). Items the vocabulary does not know are kept as written (trimmed),
// so keyword search still finds them; nothing is invented.
import { foldText } from '../text/normalise';
import { MANAGEMENT_HEADS, SENIORITIES, SENIORITY_LABEL, SENIORITY_PHRASES, type Seniority } from './seniority';
import { LANGUAGES } from './languages';
import { SKILLS } from './skills';

function indexOf(entries: Array<{ name: string; aliases: string[] }>): Map<string, string> {
  const map = new Map<string, string>();
  for (const { name, aliases } of entries) for (const phrase of [name, ...aliases]) if (!map.has(foldText(phrase))) map.set(foldText(phrase), name);
  return map;
}

let skillIndex: Map<string, string> | undefined;
let languageIndex: Map<string, string> | undefined;

/** One cell (or a JSON array) split on , ; | into distinct items. */
export function splitList(value: string | readonly string[]): string[] {
  const items = (typeof value === 'string' ? [value] : value).flatMap((v) => v.split(/[,;|]/)).map((v) => v.trim()).filter(Boolean);
  return [...new Set(items)];
}

function canonical(items: string[], index: Map<string, string>): string[] {
  return [...new Set(items.map((item) => index.get(foldText(item)) ?? item))];
}

export function readSkills(value: string | readonly string[]): string[] {
  skillIndex ??= indexOf(SKILLS.map((s) => ({ name: s.name, aliases: s.aliases.map((a) => a.phrase.replace(/\*$/, '')) })));
  return canonical(splitList(value), skillIndex);
}

/**
 * How well a profile says a language is spoken, after its name: "English (native)", "Spanish -
 * fluent", "German: C1", "French B2", "Italian, professional working proficiency".
 */
const LANGUAGE_LEVEL = /\s*(?:\(.*\)|[-–:]\s*.*|\b(?:[abc][12]|native|bilingual|fluent|conversational|basic|intermediate|advanced|beginner|elementary|business|professional(?: working)?(?: proficiency)?|full professional(?: proficiency)?|limited working(?: proficiency)?|mother tongue)\b.*)$/i;

export function readLanguages(value: string | readonly string[]): string[] {
  languageIndex ??= indexOf(LANGUAGES.map((l) => ({ name: l.name, aliases: l.aliases })));
  const index = languageIndex;
  // A language the vocabulary knows once its level is set aside; an unknown item stays as written.
  return [...new Set(splitList(value).map((item) => index.get(foldText(item)) ?? index.get(foldText(item.replace(LANGUAGE_LEVEL, ''))) ?? item))];
}

/** A seniority column's values as CRM and prospecting exports write them, beyond the level words themselves. */
const SENIORITY_VALUES: Record<string, Seniority> = {
  ...Object.fromEntries(MANAGEMENT_HEADS),
  entry: 'junior', associate: 'junior', mid: 'mid', lead: 'staff', manager: 'manager', management: 'manager',
  'vice president': 'vp', executive: 'c_level', 'c suite': 'c_level',
  'c-suite': 'c_level', 'c level': 'c_level', 'c-level': 'c_level', cxo: 'c_level', owner: 'founder', founder: 'founder', partner: 'founder',
};

let seniorityIndex: Map<string, Seniority> | undefined;

/** A seniority column's cell ("Senior", "Entry level", "VP", "C-Suite") -> the level, or null when it names none. */
export function readSeniority(value: string): Seniority | null {
  if (!seniorityIndex) {
    seniorityIndex = new Map();
    for (const level of SENIORITIES) seniorityIndex.set(foldText(level.replace('_', ' ')), level).set(foldText(SENIORITY_LABEL[level]), level);
    for (const p of SENIORITY_PHRASES) if (p.levels.length === 1 && !p.orAbove) seniorityIndex.set(foldText(p.phrase), p.levels[0]!);
    for (const [text, level] of Object.entries(SENIORITY_VALUES)) seniorityIndex.set(foldText(text), level);
  }
  return seniorityIndex.get(foldText(value)) ?? null;
}
