// Seniority levels, ordered, with the years of experience people at each level have in the
// directory (the generator draws from these ranges and the interpreter uses them to spot
// contradictions such as "junior ... 20+ years").

export const SENIORITIES = [
  'intern', 'junior', 'mid', 'senior', 'staff', 'principal', 'manager', 'director', 'vp', 'c_level', 'founder',
] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const IC_LEVELS: readonly Seniority[] = ['intern', 'junior', 'mid', 'senior', 'staff', 'principal'];

export const SENIORITY_LABEL: Record<Seniority, string> = {
  intern: 'Intern', junior: 'Junior', mid: 'Mid-level', senior: 'Senior', staff: 'Staff/Lead', principal: 'Principal',
  manager: 'Manager', director: 'Director', vp: 'VP', c_level: 'C-level', founder: 'Founder',
};

/** Inclusive years-of-experience range of each level in the directory. */
export const SENIORITY_YEARS: Record<Seniority, [number, number]> = {
  intern: [0, 1], junior: [0, 3], mid: [2, 7], senior: [5, 15], staff: [8, 20], principal: [10, 28],
  manager: [5, 18], director: [9, 25], vp: [12, 30], c_level: [12, 35], founder: [3, 30],
};

interface SeniorityPhrase {
  phrase: string;
  levels: Seniority[];
  /** Also an ordinary word ("lead", "staff", "mid"): a level only right before a role. */
  beforeRoleOnly?: boolean;
  /** "senior+" / "senior or above": the named level and every higher one of the same ladder. */
  orAbove?: boolean;
}

/** Words for levels; "lead" and "staff" share a rung. Multilingual forms included. */
export const SENIORITY_PHRASES: SeniorityPhrase[] = [
  { phrase: 'intern', levels: ['intern'] }, { phrase: 'internship', levels: ['intern'] }, { phrase: 'trainee', levels: ['intern'] },
  { phrase: 'working student', levels: ['intern'] }, { phrase: 'werkstudent', levels: ['intern'] }, { phrase: 'praktikant', levels: ['intern'] },
  { phrase: 'stagiaire', levels: ['intern'] }, { phrase: 'becario', levels: ['intern'] },
  { phrase: 'junior', levels: ['junior'] }, { phrase: 'jr', levels: ['junior'] }, { phrase: 'entry level', levels: ['junior'] },
  { phrase: 'entry-level', levels: ['junior'] }, { phrase: 'graduate', beforeRoleOnly: true, levels: ['junior'] }, { phrase: 'new grad', levels: ['junior'] },
  { phrase: 'early career', levels: ['junior'] }, { phrase: 'early-career', levels: ['junior'] },
  { phrase: 'debutant', levels: ['junior'] },
  { phrase: 'pleno', levels: ['mid'] }, { phrase: 'medior', levels: ['mid'] }, { phrase: 'semi senior', levels: ['mid'] }, { phrase: 'semisenior', levels: ['mid'] }, { phrase: 'semi-senior', levels: ['mid'] },
  { phrase: 'mid level', levels: ['mid'] }, { phrase: 'mid-level', levels: ['mid'] }, { phrase: 'midlevel', levels: ['mid'] },
  { phrase: 'mid', beforeRoleOnly: true, levels: ['mid'] }, { phrase: 'intermediate', levels: ['mid'] }, { phrase: 'mid senior', levels: ['mid', 'senior'] },
  { phrase: 'mid-senior', levels: ['mid', 'senior'] }, { phrase: 'mid to senior', levels: ['mid', 'senior'] },
  { phrase: 'senior', levels: ['senior'] }, { phrase: 'sr', levels: ['senior'] }, { phrase: 'snr', levels: ['senior'] },
  { phrase: 'confirme', levels: ['senior'] }, { phrase: 'erfahrene', levels: ['senior'] }, { phrase: 'erfahrener', levels: ['senior'] },
  { phrase: 'senior+', levels: ['senior'], orAbove: true }, { phrase: 'senior or above', levels: ['senior'], orAbove: true },
  { phrase: 'senior and above', levels: ['senior'], orAbove: true }, { phrase: 'senior or higher', levels: ['senior'], orAbove: true },
  { phrase: 'senior-plus', levels: ['senior'], orAbove: true },
  { phrase: 'staff', beforeRoleOnly: true, levels: ['staff'] }, { phrase: 'lead', beforeRoleOnly: true, levels: ['staff'] },
  { phrase: 'staff+', levels: ['staff'], orAbove: true }, { phrase: 'staff or above', levels: ['staff'], orAbove: true },
  { phrase: 'principal', beforeRoleOnly: true, levels: ['principal'] }, { phrase: 'distinguished', beforeRoleOnly: true, levels: ['principal'] },
  ...namedLevels(),
];

/** "director level", "VP-level or above", "manager level and up": a level named as a level, not a title. */
function namedLevels(): SeniorityPhrase[] {
  const names: Array<[Seniority, string[]]> = [
    ['manager', ['manager', 'management']], ['director', ['director']], ['vp', ['vp', 'vice president']], ['c_level', ['c-suite', 'executive']],
    ['senior', ['senior']], ['staff', ['staff', 'lead']], ['principal', ['principal']],
  ];
  return names.flatMap(([level, words]) => [
    ...words.flatMap((word) => [`${word} level`, `${word}-level`]).flatMap((named) => [
      { phrase: named, levels: [level] },
      ...['or above', 'and above', 'or higher', 'and up', '+'].map((more) => ({ phrase: `${named} ${more}`, levels: [level], orAbove: true })),
    ]),
    // "director+", "VP+": the level and every one above it.
    ...words.filter((word) => !word.includes(' ')).map((word) => ({ phrase: `${word}+`, levels: [level], orAbove: true })),
  ]);
}

/** Words that head a title at a level of management ("Head of X", "VP, X", "X Director"), with the level. */
export const MANAGEMENT_HEADS: ReadonlyMap<string, Seniority> = new Map([
  ['head', 'director'], ['director', 'director'], ['vp', 'vp'], ['svp', 'vp'], ['evp', 'vp'], ['chief', 'c_level'],
]);

/** Levels at or above a level on its own ladder (IC: senior, staff, principal). */
export function levelsAtOrAbove(level: Seniority): Seniority[] {
  const ladder = IC_LEVELS.includes(level) ? IC_LEVELS : (['manager', 'director', 'vp', 'c_level'] as Seniority[]);
  const index = ladder.indexOf(level);
  return index < 0 ? [level] : ladder.slice(index);
}

export function isSeniority(value: string): value is Seniority {
  return (SENIORITIES as readonly string[]).includes(value);
}
