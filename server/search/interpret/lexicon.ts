// The interpreter's phrase dictionary, built once from the vocabularies: every phrase a brief
// may use (as its match key, see phraseKey) -> what it means.
import { SpellingIndex } from '../text/fuzzy';
import { fastPhraseKey, foldText, phraseKey } from '../text/normalise';
import { STAGE_PHRASES, SIZE_PHRASES, type Stage } from '../vocab/company-stages';
import { INDUSTRIES, TECH_INDUSTRIES, TECH_PHRASES } from '../vocab/industries';
import { KNOWN_COMPANIES, COMPANY_GROUPS } from '../vocab/known-companies';
import { LANGUAGES } from '../vocab/languages';
import { PLACE_PHRASES, gazetteerPlacePhrases, type PlacePhrase, type PlaceSet } from '../vocab/places';
import { PEOPLE_WORDS, ROLE_GROUPS } from '../vocab/role-groups';
import { ROLES } from '../vocab/roles';
import { SENIORITY_PHRASES, SENIORITY_LABEL, type Seniority } from '../vocab/seniority';
import { SKILLS } from '../vocab/skills';

export type LexEntry = { needsCapital: boolean } & (
  | { kind: 'role'; roleKeys: string[]; label: string; generic: boolean; impliedLevels: Seniority[]; group: boolean; titleTerms: string[] }
  | { kind: 'seniority'; levels: Seniority[]; orAbove: boolean; beforeRoleOnly: boolean; label: string }
  | { kind: 'place'; place: PlaceSet; weak: boolean; demonym: boolean; letterCode: boolean; lowerAfterPreposition: boolean; inCapitals?: boolean }
  | { kind: 'industry'; industries: string[]; label: string; generic: boolean }
  | { kind: 'stage'; stages: Stage[]; label: string; generic: boolean }
  | { kind: 'size'; min: number | null; max: number | null; label: string }
  | { kind: 'skill'; skill: string; ctx: boolean }
  | { kind: 'language'; language: string }
  | { kind: 'company'; names: string[]; label: string }
  | { kind: 'people' }
);

/** What a role phrase of the lexicon says of the people, as a role fact holds it. */
export function roleOf(entry: Extract<LexEntry, { kind: 'role' }>) {
  return { kind: 'role' as const, roleKeys: entry.roleKeys, label: entry.label, generic: entry.generic, titleTerms: entry.titleTerms };
}

export interface Lexicon {
  entries: Map<string, LexEntry[]>;
  /** Longest phrase, in tokens. */
  maxTokens: number;
  /** Every token of every phrase. */
  vocabulary: Set<string>;
  /** Spelling correction towards the vocabulary. */
  spelling: SpellingIndex;
  /** Token -> tokens that follow it inside some phrase ("full" -> "stack"), for short typos. */
  following: Map<string, Set<string>>;
  /** Tokens of the whole map's place names: never "corrected" when written as a name. */
  placeWords: Set<string>;
  /** One-word key -> its words as written, of places and of everything else: "Nederlands" is written as the language, "Nederland" as the country. */
  spellings: { place: Map<string, Set<string>>; other: Map<string, Set<string>> };
}

/** Two-letter phrases that are safe in lower case; other short ones must be written in capitals. */
const SHORT_OK = new Set(['pm', 'qa', 'ux', 'ui', 'hr', 'ai', 'ml', 'js', 'ts', 'sf', 'sr', 'jr', 'uk', 'rn']);
const COMMON_WORD_COMPANIES = new Set([
  'wise', 'bolt', 'block', 'alan', 'king', 'zoom', 'slack', 'notion', 'linear', 'elastic', 'toast', 'chime', 'clip', 'noon',
  'picnic', 'arm', 'oscar', 'sea', 'shell', 'scale', 'ramp', 'plaid', 'kraken', 'snap', 'apple', 'amazon', 'oracle', 'intel',
  'meta', 'square', 'chase', 'mayo', 'kaiser', 'riot', 'citadel', 'bain', 'mistral', 'booking', 'checkout', 'novo', 'sofi',
  'lemonade', 'hopper', 'cohere', 'deel', 'gusto', 'grab', 'sony', 'epic', 'stripe', 'palantir', 'nokia', 'coke', 'eternal',
  'workday', 'miro', 'mollie', 'vercel', 'rappi', 'kavak', 'careem', 'safaricom', 'yoco', 'xero', 'wolt', 'pan', 'ea games',
  'telekom', 'scale ai', 'revolut', 'monzo',
]);

function shortNeedsCapital(key: string): boolean {
  return key.replace(/ /g, '').length <= 2 && !SHORT_OK.has(key);
}

function build(): Lexicon {
  const entries = new Map<string, LexEntry[]>();
  const vocabulary = new Set<string>();
  const following = new Map<string, Set<string>>();
  const placeWords = new Set<string>();
  const spellings = { place: new Map<string, Set<string>>(), other: new Map<string, Set<string>>() };
  let maxTokens = 1;
  const add = (phrase: string, entry: LexEntry, spell = true) => {
    const key = spell ? phraseKey(phrase) : fastPhraseKey(phrase);
    if (!key) return;
    if (spell && !key.includes(' ')) {
      const written = spellings[entry.kind === 'place' ? 'place' : 'other'];
      written.set(key, (written.get(key) ?? new Set()).add(foldText(phrase)));
    }
    const list = entries.get(key) ?? [];
    // One meaning per kind for a phrase: the first definition wins (groups are added first).
    if (list.some((e) => e.kind === entry.kind)) return;
    list.push(entry);
    entries.set(key, list);
    const parts = key.split(' ');
    maxTokens = Math.max(maxTokens, parts.length);
    if (!spell) {
      for (const part of parts) placeWords.add(part);
      return;
    }
    // A word with a symbol ("c++", "director+") is no word a typo was aiming at ("directores" is no "director+").
    for (const part of parts) if (!part.includes('+')) vocabulary.add(part);
    for (let i = 0; i + 1 < parts.length; i++) {
      const next = following.get(parts[i]!) ?? new Set<string>();
      next.add(parts[i + 1]!);
      following.set(parts[i]!, next);
    }
  };

  for (const group of ROLE_GROUPS) {
    for (const phrase of group.phrases) {
      add(phrase, {
        kind: 'role', roleKeys: group.roleKeys, label: group.label, generic: group.generic,
        impliedLevels: group.impliedLevels ?? [], group: true, titleTerms: group.titleTerms ?? [], needsCapital: shortNeedsCapital(phraseKey(phrase)),
      });
    }
  }
  for (const role of ROLES) {
    for (const phrase of [role.label, ...role.titles, ...role.phrases]) {
      add(phrase, {
        kind: 'role', roleKeys: [role.key], label: role.label, generic: false, impliedLevels: [], group: false, titleTerms: [],
        needsCapital: shortNeedsCapital(phraseKey(phrase)),
      });
    }
  }
  for (const s of SENIORITY_PHRASES) {
    add(s.phrase, {
      kind: 'seniority', levels: s.levels, orAbove: s.orAbove ?? false, beforeRoleOnly: s.beforeRoleOnly ?? false,
      label: s.levels.map((l) => SENIORITY_LABEL[l]).join(' or ') + (s.orAbove ? ' or above' : ''),
      needsCapital: shortNeedsCapital(phraseKey(s.phrase)),
    });
  }
  const placeEntry = (p: PlacePhrase): LexEntry => ({
    kind: 'place', place: p.place, needsCapital: p.needsCapital, weak: p.weak ?? false, demonym: p.demonym ?? false, letterCode: p.letterCode ?? false,
    lowerAfterPreposition: p.lowerAfterPreposition ?? false, ...(p.inCapitals ? { inCapitals: true } : {}),
  });
  for (const p of PLACE_PHRASES) add(p.phrase, placeEntry(p));
  for (const industry of INDUSTRIES) {
    for (const phrase of [industry.label, ...industry.phrases]) {
      add(phrase, { kind: 'industry', industries: [industry.key], label: industry.label, generic: false, needsCapital: shortNeedsCapital(phraseKey(phrase)) });
    }
  }
  for (const phrase of TECH_PHRASES) add(phrase, { kind: 'industry', industries: [...TECH_INDUSTRIES], label: 'Tech', generic: true, needsCapital: false });
  for (const s of STAGE_PHRASES) {
    const generic = ['Startup', 'Scale-up', 'Venture-backed'].includes(s.label);
    add(s.phrase, { kind: 'stage', stages: s.stages, label: s.label, generic, needsCapital: false });
  }
  for (const s of SIZE_PHRASES) add(s.phrase, { kind: 'size', min: s.min, max: s.max, label: s.label, needsCapital: false });
  for (const skill of SKILLS) {
    add(skill.name, { kind: 'skill', skill: skill.name, ctx: skill.ctx, needsCapital: shortNeedsCapital(phraseKey(skill.name)) && !skill.ctx });
    for (const alias of skill.aliases) {
      add(alias.phrase, { kind: 'skill', skill: skill.name, ctx: alias.ctx, needsCapital: shortNeedsCapital(phraseKey(alias.phrase)) && !alias.ctx });
    }
  }
  for (const language of LANGUAGES) {
    for (const phrase of [language.name, ...language.aliases]) add(phrase, { kind: 'language', language: language.name, needsCapital: false });
  }
  for (const company of KNOWN_COMPANIES) {
    for (const phrase of [company.name, ...company.aliases]) {
      const key = phraseKey(phrase);
      add(phrase, { kind: 'company', names: [company.name], label: company.name, needsCapital: COMMON_WORD_COMPANIES.has(key) || key.length <= 3 });
    }
  }
  for (const group of COMPANY_GROUPS) {
    for (const phrase of group.phrases) add(phrase, { kind: 'company', names: group.companies, label: group.label, needsCapital: false });
  }
  for (const word of PEOPLE_WORDS) add(word, { kind: 'people', needsCapital: false });
  // The whole map last: a phrase that already means something else keeps that meaning first.
  for (const p of gazetteerPlacePhrases()) add(p.phrase, placeEntry(p), false);
  return { entries, maxTokens, vocabulary, spelling: new SpellingIndex(vocabulary), following, placeWords, spellings };
}

let cached: Lexicon | undefined;

export function getLexicon(): Lexicon {
  cached ??= build();
  return cached;
}

/** The taxonomy roles a title names when it is one of their own phrases ("embedded systems engineer"), else null. */
export function rolesNamedBy(title: string): string[] | null {
  const entry = getLexicon().entries.get(phraseKey(title))?.find((e) => e.kind === 'role');
  return entry?.kind === 'role' ? entry.roleKeys : null;
}
