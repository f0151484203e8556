// A job title as people's files write it -> the engine's role, function and seniority, read
// only from the vocabulary (roles.ts, seniority.ts); anything it does not know stays null.
//   "Sr. Product Manager, Payments" -> product_manager / product / senior
//   "PM II" -> product_manager / product / mid;  "Project Manager" -> project_manager
//   "Senior Litigation Paralegal" -> paralegal / legal / senior
import { tokenize } from '../text/normalise';
import { fixedLevel, ROLE_BY_KEY, ROLES, type RoleDef } from './roles';
import { CODER_WORDS } from './skill-mentions';
import { CODE_SKILL_PHRASES, SKILL_BY_NAME } from './skills';
import { readSkills } from './read-lists';
import { MANAGEMENT_HEADS, SENIORITY_PHRASES, type Seniority } from './seniority';
import type { JobFunction } from './functions';
import { jobTitleWords } from './title-words';
import { englishTitle, LINKING, TITLE_SHORTHAND } from './title-spellings';

interface ReadTitle {
  roleKey: string | null;
  function: JobFunction | null;
  seniority: Seniority | null;
}

const UNKNOWN: ReadTitle = { roleKey: null, function: null, seniority: null };

/** Level words as tokens, plus the numbered rungs of career ladders ("Engineer II"). */
const LEVEL_TOKENS: Map<string, Seniority> = (() => {
  const map = new Map<string, Seniority>();
  for (const p of SENIORITY_PHRASES) {
    const keys = tokenize(p.phrase).map((t) => t.key);
    if (keys.length === 1 && p.levels.length === 1 && !p.orAbove) map.set(keys[0]!, p.levels[0]!);
  }
  for (const [word, level] of [['i', 'junior'], ['ii', 'mid'], ['iii', 'senior'], ['iv', 'staff']] as const) map.set(word, level);
  return map;
})();

let roleIndex: Map<string, RoleDef> | undefined;

/** Shorthand for a run of words, longest first, as title keys: "user experience" -> "ux". */
const SHORTHAND_RUNS = TITLE_SHORTHAND.map(([short, long]) => ({ short, long: tokenize(long).map((t) => t.key) })).sort((a, b) => b.long.length - a.long.length);

/** Title keys with every run of words that has a shorthand written as the shorthand, as files write both. */
function contracted(keys: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < keys.length; ) {
    const run = SHORTHAND_RUNS.find(({ long }) => long.every((word, j) => keys[i + j] === word));
    if (run) {
      out.push(run.short);
      i += run.long.length;
    } else out.push(keys[i++]!);
  }
  return out;
}

function rolesByPhrase(): Map<string, RoleDef> {
  if (!roleIndex) {
    roleIndex = new Map();
    for (const role of ROLES) {
      for (const phrase of [role.label, ...role.titles, ...role.phrases]) {
        const keys = tokenize(phrase).map((t) => t.key);
        for (const key of [keys.join(' '), contracted(keys).join(' ')]) if (key && !roleIndex.has(key)) roleIndex.set(key, role);
      }
    }
  }
  return roleIndex;
}

function result(role: RoleDef, levels: Seniority[]): ReadTitle {
  const fixed = fixedLevel(role);
  const offered = Object.keys(role.levels) as Seniority[];
  // A fixed-level role (CTO, Head of Growth) has its level; an IC title without a level word is the base rung.
  const seniority = fixed ?? levels.find((l) => offered.includes(l)) ?? (levels.length === 0 && offered.includes('mid') ? 'mid' : null);
  return { roleKey: role.key, function: role.fn, seniority };
}

function readKeys(keys: string[]): ReadTitle | null {
  const index = rolesByPhrase();
  // Level words at either end: "Senior", "Sr.", "Lead", "II", and "Associate" where the role's junior rung says so.
  const levels: Seniority[] = [];
  let start = 0;
  let end = keys.length;
  while (start < end && (LEVEL_TOKENS.has(keys[start]!) || keys[start] === 'associate')) levels.push(LEVEL_TOKENS.get(keys[start++]!) ?? 'junior');
  while (end > start && LEVEL_TOKENS.has(keys[end - 1]!)) levels.push(LEVEL_TOKENS.get(keys[--end]!)!);
  const core = keys.slice(start, end);
  const exact = core.length > 0 ? index.get(core.join(' ')) : undefined;
  if (exact && (keys[0] !== 'associate' || exact.juniorWord === 'Associate')) return result(exact, levels);
  const whole = index.get(keys.join(' '));
  if (whole) return result(whole, []);
  if (core.length === 0) return null;
  // The longest known title inside a longer one ("Product Manager Payments Platform"), two words at least.
  for (let size = core.length - 1; size >= 2; size--) {
    for (let i = 0; i + size <= core.length; i++) {
      const role = index.get(core.slice(i, i + size).join(' '));
      if (role) return result(role, levels);
    }
  }
  // A one-word role after words that only say which kind ("Litigation Paralegal", "ICU Nurse",
  // "Critical Care Nurse": a field of the vocabulary's skills), unless one of them ends titles of
  // its own: a "Developer Advocate" is no advocate.
  const head = index.get(core.at(-1)!);
  const kinds = core.slice(0, -1);
  const kindOnly = isSkillPhrase(kinds) || kinds.every((word) => !jobTitleWords().last.has(word) && !SERVING_WORDS.has(word) && !OTHER_LICENCE_WORDS.has(word));
  if (head && core.length > 1 && kindOnly) return result(head, levels);
  // Whoever writes code in a named language or framework ("Rust Developer", "Lead Python Engineer").
  if (core.length > 1 && CODER_WORDS.has(core.at(-1)!) && codeSkillKeys().has(core.slice(0, -1).join(' '))) return result(ROLE_BY_KEY.get('software_engineer')!, levels);
  return null;
}

/** Whether the words are one of the vocabulary's skills ("intensive care", "critical care"). */
const isSkillPhrase = (keys: readonly string[]) => keys.length > 0 && SKILL_BY_NAME.has(readSkills(keys.join(' '))[0]!);

/** Words that make a title another licence than its head's: a Licensed Practical (or Vocational) Nurse is no registered nurse. */
const OTHER_LICENCE_WORDS = new Set(['practical', 'vocational']);

/** Words that tie a title to whom it serves: the "CEO" of "CoS to the CEO" is not the person's job. */
const SERVING_WORDS = new Set([...LINKING, 'to']);

let codeSkills: Set<string> | undefined;

/** The code skills' phrases as title keys ("python", "ruby on rail"). */
function codeSkillKeys(): Set<string> {
  codeSkills ??= new Set(CODE_SKILL_PHRASES.map((phrase) => tokenize(phrase).map((t) => t.key).join(' ')));
  return codeSkills;
}

export function readTitle(title: string): ReadTitle {
  const trimmed = title.trim();
  if (!trimmed) return UNKNOWN;
  // The whole title first ("Senior Manager, Product"), then the part before a specialisation
  // ("Sr. Product Manager, Payments", "Engineer - Platform", "Designer @ Acme", "CoS to the CEO").
  const head = trimmed.split(/,|\s[-–|@]\s|\s\(|\bat\s|\sto\s/)[0] ?? trimmed;
  // A title in another language reads as the English title it names ("Enfermeira", "Apothekerin").
  const english = englishTitle(head) ?? englishTitle(trimmed);
  for (const text of [trimmed, head, ...(english ? [english] : [])]) {
    const found = readKeys(contracted(tokenize(text).map((t) => t.key)));
    if (found) return found;
  }
  // A title the taxonomy cannot place still says its level ("Sr. Python Developer", "Head of RevOps").
  return { ...UNKNOWN, seniority: levelOfWords(tokenize(trimmed).map((t) => t.key)) };
}

/** The level a title's own words say: a level word first ("Sr.", "Lead"), a management head first or last ("RevOps Director"). */
function levelOfWords(keys: readonly string[]): Seniority | null {
  if (keys.length < 2) return null;
  const first = keys[0]!;
  const last = keys.at(-1)!;
  if (first === 'vice' && keys[1] === 'president') return 'vp';
  return LEVEL_TOKENS.get(first) ?? MANAGEMENT_HEADS.get(first) ?? (last === 'director' ? 'director' : last === 'manager' ? 'manager' : null);
}
