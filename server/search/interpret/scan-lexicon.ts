// The main pass: every remaining phrase of the lexicon, read in context. Ambiguous words are
// settled here: "lead" is a level before a role and a person otherwise, "Go" is a skill only in a
// skill context, "logistics" is an industry unless it reads as a skill.
import { INDUSTRY_BY_KEY } from '../vocab/industries';
import { credentialNamed, ROLE_BY_KEY } from '../vocab/roles';
import { levelsAtOrAbove, type Seniority } from '../vocab/seniority';
import { stagesAfter } from '../vocab/company-stages';
import { CREDENTIALS, CREDENTIALS_AFTER_ROLE_ONLY, HELD_PAPERS } from '../vocab/skills';
import { occupationByTitle } from '../vocab/occupations';
import { jobTitleWords } from '../vocab/title-words';
import type { BriefContext } from './context';
import { titleFact } from './extract-titles';
import { lexiconRoleFact } from './extract-occupations';
import { DOMAIN_NOUNS_AFTER, isConnectorIn, isFiller, isFillerIn } from './coverage';
import type { LexEntry } from './lexicon';
import { CLIENT_POSSESSIVES, INDEFINITE_ARTICLES, LIST_CONJUNCTIONS } from './words-i18n';
import { COMPANY_NOUNS, DETERMINERS, KINDS_OF_COMPANY, OCCASIONS, SEARCH_VERBS, SKILL_CONTEXT_AFTER, SKILL_CONTEXT_BEFORE, STOPWORDS, TITLE_ENDING_LEVELS } from './words';

/** Nouns of knowing a skill in the six languages, and the words that join them to it ("knowledge of", "conhecimentos em"). */
const KNOWLEDGE_NOUNS = new Set([
  'knowledge', 'conocimiento', 'conocimientos', 'conhecimento', 'conhecimentos', 'connaissance', 'connaissances', 'kenntnisse', 'kenntnissen', 'kennis',
  // A qualification in a skill is having it ("a qualification in manual therapy"); alone it says nothing the search can check, and asks.
  'qualification', 'qualificação', 'cualificación', 'qualifikation', 'zusatzqualifikation', 'kwalificatie',
]);
/** Nouns of a further qualification that German writes right before the skill ("Zusatzqualifikation Manuelle Therapie"). */
const QUALIFICATION_BEFORE = new Set(['zusatzqualifikation', 'zusatzausbildung', 'weiterbildung', 'fortbildung']);
const KNOWLEDGE_LINKS = new Set(['of', 'de', 'del', 'do', 'da', 'em', 'en', 'du', 'des', 'in', 'von', 'van']);
const SKILL_NOUNS = new Set(['experience', 'exp', 'skill', 'expertise', 'knowledge', 'background', 'stack', 'erfahrung', 'kenntnisse', 'kenntnissen', 'kennis', 'proficiency', 'chop', 'certified', 'certification', 'certificate']);

function roleStartsAt(ctx: BriefContext, i: number, hops = 2): boolean {
  for (const { end, entries } of ctx.phrasesAt(i)) {
    if (entries.some((e) => e.kind === 'role')) return true;
    if (hops > 0 && entries.some((e) => e.kind === 'skill' || e.kind === 'seniority' || e.kind === 'industry')) return roleStartsAt(ctx, end, hops - 1);
  }
  return ctx.factAt(i)?.kind === 'role';
}

/** "staff or principal engineers", "lead, staff or principal designers": a list of levels before a role. */
function seniorityListBeforeRole(ctx: BriefContext, end: number): boolean {
  let at = end;
  for (let hops = 0; hops < 3; hops++) {
    const sep = ctx.tokens[at]?.key;
    if (sep === 'or' || sep === 'and' || sep === '&') at++;
    else if (!/^\s*[,/]\s*$/.test(ctx.gapBefore(at))) return false;
    const next = ctx.phrasesAt(at).find((p) => p.entries.some((e) => e.kind === 'seniority'));
    if (!next) return false;
    if (roleStartsAt(ctx, next.end)) return true;
    at = next.end;
  }
  return false;
}

function peopleStartsAt(ctx: BriefContext, i: number): boolean {
  return ctx.phrasesAt(i).some((p) => p.entries.some((e) => e.kind === 'role' || e.kind === 'people')) || ['role', 'people'].includes(ctx.factAt(i)?.kind ?? '');
}

/** A skill context around tokens start..end: "with Go", "Go developers", "Python and Go". */
function skillContext(ctx: BriefContext, start: number, end: number): boolean {
  const before = ctx.tokens[start - 1];
  const after = ctx.tokens[end];
  // "carnet C+E y CAP": the next item of a list of skills, in the brief's own language.
  if (before && !before.breakAfter && LIST_CONJUNCTIONS.has(before.key) && ctx.factAt(start - 2)?.kind === 'skill') return true;
  if (before && !before.breakAfter && SKILL_CONTEXT_BEFORE.has(before.key)) {
    // "and"/"or" count only next to another skill: "Python and Go".
    if (!['and', 'or', 'plus', 'like', 'de', 'en', 'em', 'of', 'in', 'on'].includes(before.key) || ctx.factAt(start - 2)?.kind === 'skill') return true;
    if (before.key === 'in' || before.key === 'of') {
      const prev = ctx.tokens[start - 2]?.key ?? '';
      if (['experience', 'experienced', 'skilled', 'expert', 'expertise', 'proficient', 'background', 'knowledge', 'fluent', 'strong', 'deep', 'years', 'year', 'yr', 'yrs'].includes(prev)) return true;
      if (ctx.factAt(start - 2)?.kind === 'experience') return true;
    }
  }
  if (after && !ctx.tokens[end - 1]!.breakAfter && SKILL_CONTEXT_AFTER.has(after.key)) {
    if (!['and', 'or'].includes(after.key)) return true;
    const next = ctx.phrasesAt(end + 1)[0];
    if (next?.entries.some((e) => e.kind === 'skill' && !e.ctx)) return true;
    // "Go or Rust backend engineers": two ambiguous skills before a role.
    if (next?.entries.some((e) => e.kind === 'skill') && roleStartsAt(ctx, next.end)) return true;
  }
  // In a list with a skill that is not ambiguous: "snowflake + dbt", "Python, Go".
  if (/^\s*[,/+&]\s*$/.test(ctx.gapBefore(start)) && ctx.factAt(start - 1)?.kind === 'skill') return true;
  if (after && /^\s*[,/+&]\s*$/.test(ctx.gapAfter(end - 1)) && ctx.phrasesAt(end)[0]?.entries.some((e) => e.kind === 'skill' && !e.ctx)) return true;
  // Capitalised mid-sentence in a brief that is not all capitals: "engineers who know Go".
  const token = ctx.tokens[start]!;
  return ctx.capitalised(start) && !token.sentenceStart && ctx.brief !== ctx.brief.toUpperCase() && token.raw !== token.raw.toUpperCase() || (ctx.capitalised(start) && token.raw.length <= 2 && !token.sentenceStart);
}

function industryContext(ctx: BriefContext, start: number, end: number): boolean {
  const before = ctx.tokens[start - 1]?.key;
  const after = ctx.tokens[end]?.key;
  return (after !== undefined && COMPANY_NOUNS.has(after)) || before === 'in' || before === 'a' || before === 'an' || before === 'at';
}

const LANGUAGE_AFTER = new Set(['speaking', 'speaker', 'speak', 'language', 'sprachig', 'fluent', 'native', 'translation', 'translator', 'teacher']);

/** "German engineers": a demonym is a place right before the people it describes, not before "-speaking". */
function demonymContext(ctx: BriefContext, end: number): boolean {
  if (LANGUAGE_AFTER.has(ctx.tokens[end]?.key ?? '')) return false;
  return roleStartsAt(ctx, end) || peopleStartsAt(ctx, end);
}

/** Words before the people's employers, in the six languages: "at", "bij", "bei", "chez", "em"… and their articles. */
const AT_EMPLOYERS = new Set(['at', 'for', 'bij', 'bei', 'chez', 'em', 'en', 'na', 'no', 'nas', 'nos', 'numa', 'num', 'dans', 'in', 'para', 'pour', 'fur', 'voor']);
/** Articles before the employers: the English ones, the other languages' "a", and their "the" ("bij de", "chez les"). */
const ARTICLES = new Set([...DETERMINERS, ...INDEFINITE_ARTICLES, 'de', 'het', 'des', 'les', 'den', 'der', 'die', 'las', 'los']);

/** An employer's preposition ends right before token i, past an article: "bij een", "chez des". */
function afterEmployerWord(ctx: BriefContext, i: number): boolean {
  let k = i - 1;
  if (ARTICLES.has(ctx.key(k) ?? '') && !ctx.tokens[k]!.breakAfter) k--;
  return k >= 0 && AT_EMPLOYERS.has(ctx.tokens[k]!.folded) && !ctx.tokens[k]!.breakAfter;
}

/**
 * "bij Nederlandse fintechs", "chez des fintechs françaises", "at Dutch banks": a country's
 * adjective beside the employers the people work at says where those are, as English "at Dutch
 * fintechs" does, never the people's nationality. Before the companies, or after them where the
 * language puts adjectives there.
 */
function employersOfCountry(ctx: BriefContext, start: number, end: number): boolean {
  if (companiesAt(ctx, end) && afterEmployerWord(ctx, start)) return true;
  const noun = start - 1;
  if (noun < 0 || ctx.tokens[noun]!.breakAfter) return false;
  const companies = KINDS_OF_COMPANY.has(ctx.key(noun) ?? '') || ['industry', 'stage'].includes(ctx.factAt(noun)?.kind ?? '');
  const from = ctx.factAt(noun)?.start ?? noun;
  return companies && afterEmployerWord(ctx, from);
}

/** Companies described from token i: "neobanks", "startups", "fintech companies". */
function companiesAt(ctx: BriefContext, i: number): boolean {
  const token = ctx.tokens[i];
  if (!token || ctx.tokens[i - 1]?.breakAfter) return false;
  return KINDS_OF_COMPANY.has(token.key) || ctx.phrasesAt(i).some((p) => p.entries.some((e) => e.kind === 'industry' || e.kind === 'stage'));
}

/** A place's name (no letter code) starts at token i, right after the token before it. */
function placeNamedAt(ctx: BriefContext, i: number): boolean {
  if (ctx.tokens[i - 1]?.breakAfter) return false;
  const read = ctx.factAt(i);
  if (read?.kind === 'place' && read.start === i) return true;
  return ctx.phrasesAt(i).some((p) => p.entries.some((e) => e.kind === 'place' && !e.letterCode));
}

/** "Austin, TX", "in TX", "TX or FL", "in nl": a two-letter code of a state or country only where a place is expected. */
function stateContext(ctx: BriefContext, start: number, end: number): boolean {
  if (ctx.lowerCasePlaceCode(start, end)) return true;
  if (ctx.tokens[start]!.raw !== ctx.tokens[start]!.raw.toUpperCase()) return false;
  const prev = ctx.tokens[start - 1];
  // "Austin, TX" and "Austin TX": a state code right after a city.
  if (prev && /^\s*,?\s*$/.test(ctx.gapBefore(start)) && ctx.factAt(start - 1)?.kind === 'place') return true;
  if (prev && ['in', 'from', 'near', 'based', 'across', 'outside'].includes(prev.key) && !prev.breakAfter) return true;
  // "electricians AL": right after the role, where the clause ends or a number follows.
  const following = ctx.tokens[end];
  if (prev && !prev.breakAfter && ctx.factAt(start - 1)?.kind === 'role' && (!following || ctx.tokens[start]!.breakAfter || following.numeric)) return true;
  const isState = (i: number) => ctx.phrasesAt(i).some((p) => p.end === i + 1 && p.entries.some((e) => e.kind === 'place' && e.letterCode)) && ctx.tokens[i]!.raw === ctx.tokens[i]!.raw.toUpperCase();
  const sepBefore = ['or', 'and', '&'].includes(prev?.key ?? '') || /^\s*[,/]\s*$/.test(ctx.gapBefore(start));
  const before = ['or', 'and', '&'].includes(prev?.key ?? '') ? start - 2 : start - 1;
  if (sepBefore && (ctx.factAt(before)?.kind === 'place' && ctx.tokens[before]?.raw.length === 2)) return true;
  const next = ctx.tokens[end];
  const after = ['or', 'and', '&'].includes(next?.key ?? '') ? end + 1 : /^\s*[,/]\s*$/.test(ctx.gapAfter(end - 1)) ? end : -1;
  return after >= 0 && isState(after) && stateContext(ctx, after, after + 1);
}

/**
 * "we are looking at hiring", "we're recruiting", "a fintech hiring engineers": the client's own
 * search, not a skill ("Hiring") the people need, nor a word of their title ("Hiring Engineer";
 * "hiring managers" is a title the lexicon reads whole).
 */
function clientsOwnSearch(ctx: BriefContext, start: number, end: number): boolean {
  if (end !== start + 1 || !SEARCH_VERBS.has(ctx.tokens[start]!.key)) return false;
  const [two, one] = [ctx.key(start - 2), ctx.key(start - 1)];
  return ['are', 're', 'am', 'is'].includes(one ?? '') || (two === 'looking' && ['at', 'into'].includes(one ?? '')) || (!ctx.tokens[start]!.breakAfter && afterCompany(ctx, start) && roleStartsAt(ctx, end, 0));
}

/** The word before token i ends a company that does something: "a fintech [hiring]", "startup [recruiting]", "We're a Series A healthtech [hiring]". */
function afterCompany(ctx: BriefContext, i: number): boolean {
  if (i === 0 || ctx.tokens[i - 1]!.breakAfter) return false;
  const fact = ctx.factAt(i - 1);
  return KINDS_OF_COMPANY.has(ctx.key(i - 1) ?? '') || fact?.kind === 'industry' || fact?.kind === 'stage' || (!ctx.isFree(i - 1) && !fact);
}

/** How many words of a list may stand between a field and its noun: "backend or infra background". */
const DOMAIN_LIST_REACH = 3;

/** Whether a domain noun ends the list that token `end` continues: "backend[ or infra] background". */
function domainNounAfter(ctx: BriefContext, end: number, nouns: ReadonlySet<string> = DOMAIN_NOUNS_AFTER): boolean {
  if (nouns.has(ctx.key(end) ?? '') && !ctx.tokens[end - 1]!.breakAfter) return true;
  const listed = ['or', 'and', '&'].includes(ctx.key(end) ?? '') || /^\s*[/,]\s*$/.test(ctx.gapAfter(end - 1));
  if (!listed) return false;
  for (let k = end + 1; k <= end + DOMAIN_LIST_REACH && k < ctx.length; k++) {
    if (ctx.tokens[k - 1]!.breakAfter && !/^\s*,\s*$/.test(ctx.gapAfter(k - 1))) return false;
    if (nouns.has(ctx.key(k) ?? '')) return true;
  }
  return false;
}

/** Kinds of software a product's name stands before: "Manhattan or Blue Yonder WMS" names two warehouse systems, no city. */
const PRODUCT_NOUNS: ReadonlySet<string> = new Set(['wms', 'erp', 'crm', 'tms', 'mes', 'lims', 'emr', 'ehr', 'pos', 'software', 'system', 'platform', 'suite', 'tool', 'module']);

/** What the client will make of the people, named right after a skill: "a prospecting list", "Recruiting-Liste". */
const DELIVERABLES = new Set(['list', 'lists', 'shortlist', 'longlist', 'lista', 'liste', 'lijst', 'database', 'spreadsheet', 'sheet', 'campaign', 'campaigns', 'kampagne', 'campagne', 'campanha', 'campana']);

/**
 * "Prospecting list please", "Pour notre prospection, liste-moi…": the client's own work, what the
 * list is for, never a skill the people need. A skill the client's possessive names ends its clause.
 */
function clientsOwnWork(ctx: BriefContext, start: number, end: number): boolean {
  if (DELIVERABLES.has(ctx.key(end) ?? '') && !ctx.tokens[end - 1]!.breakAfter) return true;
  const ends = end === ctx.length || ctx.tokens[end - 1]!.breakAfter;
  return ends && start > 0 && CLIENT_POSSESSIVES.has(ctx.tokens[start - 1]!.folded) && !ctx.tokens[start - 1]!.breakAfter;
}

/** Words that put people in a field rather than a place: "anyone in PR", "people working in PR". */
const FIELD_HOLDERS = new Set([
  'anyone', 'anybody', 'someone', 'somebody', 'everyone', 'people', 'folks', 'those', 'professionals', 'candidates', 'work', 'works', 'working', 'worked',
]);

function choose(ctx: BriefContext, start: number, end: number, entries: LexEntry[]): LexEntry | null {
  // A word of the brief's own language's filler or connectors, unless written in capitals ("DE" is Germany in a Dutch brief too).
  const token = ctx.tokens[start]!;
  if (end === start + 1 && (isFillerIn(ctx.language, token) || isConnectorIn(ctx.language, token)) && token.raw !== token.raw.toUpperCase()) return null;
  // "nurses in PR" is Puerto Rico; "anyone in PR", "people working in PR" are in public relations.
  const code = entries.some((e) => e.kind === 'place' && e.letterCode) && (ctx.key(start - 1) === 'in' || stateContext(ctx, start, end));
  if (code && !(ctx.key(start - 1) === 'in' && FIELD_HOLDERS.has(ctx.key(start - 2) ?? ''))) entries = entries.filter((e) => e.kind !== 'role');
  // The whole map's names give way to any other meaning of the words ("Spring", "Mission").
  const strong = entries.filter((e) => !(e.kind === 'place' && e.weak));
  if (strong.some((e) => e.kind !== 'place' && e.kind !== 'language') && strong.length < entries.length) entries = strong;
  let options = entries.filter((e) => {
    switch (e.kind) {
      case 'role':
        // "with a backend or infra background": a field, not the title of a person ("product manager experience" is one).
        if (end === start + 1 && domainNounAfter(ctx, end) && !occupationByTitle().has(ctx.tokens[start]!.key)) return false;
        // "senior or staff engineers": the level of a title of a level ("staff engineer") is one of the list's levels.
        return !(e.impliedLevels.length > 0 && ['or', 'and', '&'].includes(ctx.key(start - 1) ?? '') && ctx.factAt(start - 2)?.kind === 'seniority');
      case 'place':
        // An area's demonym describes companies ("European neobanks"); before people it may be a history or an origin.
        if (e.demonym) return e.place.level === 'area' ? companiesAt(ctx, end) : demonymContext(ctx, end) || employersOfCountry(ctx, start, end);
        // "ingénieurs au Canada", "médecins au Portugal": two small letters right before a place's name are the brief's preposition.
        if (e.letterCode && ctx.tokens[start]!.raw === ctx.tokens[start]!.raw.toLowerCase() && placeNamedAt(ctx, end)) return false;
        if (e.letterCode) return stateContext(ctx, start, end);
        if (domainNounAfter(ctx, end, PRODUCT_NOUNS)) return false;
        // A town of the whole map named like a small word of the briefs' languages ("Wer ist ...?",
        // German "who"): a place only where the brief says "in" before it.
        if (e.weak && end === start + 1 && isFiller(ctx.tokens[start]!) && !ctx.placePrepositionAt(start - 1)) return false;
        return true;
      case 'seniority':
        return !e.beforeRoleOnly || roleStartsAt(ctx, end) || seniorityListBeforeRole(ctx, end);
      case 'skill': {
        if (clientsOwnSearch(ctx, start, end)) return false;
        // "structural engineer pe": a credential right after a role.
        const afterRole = CREDENTIALS.has(e.skill) && ctx.factAt(start - 1)?.kind === 'role';
        // "chauffeur CE", "C+E drivers": a licence's bare class right beside the role that holds it.
        if (HELD_PAPERS.has(e.skill) && (ctx.factAt(start - 1)?.kind === 'role' || roleStartsAt(ctx, end))) return true;
        if (CREDENTIALS_AFTER_ROLE_ONLY.has(e.skill) && end === start + 1) return afterRole;
        return !e.ctx || skillContext(ctx, start, end) || afterRole;
      }
      case 'language':
        return false; // only in "speaks ..." contexts (extract-languages.ts)
      case 'company':
        return peopleStartsAt(ctx, end);
      case 'size':
        return end > start + 1 || !/^\p{L}+$/u.test(ctx.tokens[start]!.raw) || sizeWordQualifiesCompany(ctx, end);
      case 'industry':
        // "who can travel", "will design": after a modal the word is a verb, no industry.
        if (MODALS.has(ctx.key(start - 1) ?? '')) return false;
        // "an MBA from a top school", "graduates from a good university": where they studied, not where they work.
        if (SCHOOL_WORDS.has(ctx.key(end - 1) ?? '') && studiedFrom(ctx, start)) return false;
        // "Dogger Bank": the last word of a wind farm's or a company's name names no industry.
        return !ctx.afterAnotherName(start);
      case 'people':
        // "who to contact there": after "to" the word is a verb, no people.
        if (ctx.key(start - 1) === 'to') return false;
        // "devops lead": a word that ends a title right after the role is the title's (keepTitleModifiers), never "people".
        return !(TITLE_ENDING_LEVELS.has(ctx.tokens[start]!.key) && ctx.factAt(start - 1)?.kind === 'role' && !ctx.tokens[start - 1]!.breakAfter);
      default:
        return true;
    }
  });
  if (options.length <= 1) return options[0] ?? null;
  const skill = options.find((e) => e.kind === 'skill');
  const industry = options.find((e) => e.kind === 'industry');
  if (skill && industry) {
    options = options.filter((e) => e !== (skillContext(ctx, start, end) && !industryContext(ctx, start, end) ? industry : skill));
  }
  const order: LexEntry['kind'][] = ['role', 'seniority', 'place', 'industry', 'stage', 'size', 'skill', 'company', 'people'];
  return [...options].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))[0] ?? null;
}

/** Nouns of a credential a place issues: "teaching certificate", "bar license", "nursing licence". */
const CREDENTIAL_NOUNS = new Set(['certificate', 'certification', 'license', 'licence', 'licensure', 'credential', 'registration', 'permit']);

/** The end of up to two free words and a credential's noun right after token end - 1, or null. */
function credentialAfter(ctx: BriefContext, end: number): number | null {
  for (let k = end; k < Math.min(ctx.length, end + 3); k++) {
    if (!ctx.isFree(k) || ctx.tokens[k - 1]!.breakAfter || STOPWORDS.has(ctx.tokens[k]!.key)) return null;
    if (CREDENTIAL_NOUNS.has(ctx.tokens[k]!.key)) return k + 1;
  }
  return null;
}

/**
 * Whether a one-word size ("corporate") says how big an employer is: not before people ("corporate
 * lawyers"), a field ("corporate finance") or an occasion ("a corporate event"), which it names the kind of.
 */
function sizeWordQualifiesCompany(ctx: BriefContext, end: number): boolean {
  const next = ctx.tokens[end];
  if (!next || ctx.tokens[end - 1]!.breakAfter || COMPANY_NOUNS.has(next.key) || STOPWORDS.has(next.key)) return true;
  return !ctx.phrasesAt(end).some((p) => p.entries.some((e) => e.kind === 'role' || e.kind === 'skill' || e.kind === 'people')) && !OCCASIONS.has(next.key);
}

/** Whether a role phrase starts inside tokens (start, end) and ends after them. */
function roleRunsPast(ctx: BriefContext, start: number, end: number): boolean {
  for (let k = start + 1; k < end; k++) {
    if (ctx.phrasesAt(k).some((p) => p.end > end && p.entries.some((e) => e.kind === 'role'))) return true;
  }
  return false;
}

/**
 * "growth or performance marketing", "growth, content marketing": a word before a list's skill
 * that shares the skill's last words is that skill's sibling ("growth marketing") when the
 * lexicon knows it as a skill; then the list reads as alternatives, not one skill and a stray word.
 */
function elidedSkill(ctx: BriefContext, i: number): LexEntry | null {
  const next = nextListItem(ctx, i, /^\s*[,/]\s*$/);
  if (next < 0 || !ctx.isFree(next)) return null;
  const phrase = ctx.phrasesAt(next).find((p) => p.end - next >= 2 && p.entries.some((e) => e.kind === 'skill'));
  return phrase ? withSharedHead(ctx, i, next, phrase.end, (e) => e.kind === 'skill') : null;
}

/** Where the next item of a list starts after token i: past "or", "and", "&", or a `gap` ("/"); -1 when none follows. */
function nextListItem(ctx: BriefContext, i: number, gap: RegExp): number {
  const link = ctx.tokens[i + 1];
  return link && ['or', 'and', '&'].includes(link.key) && !ctx.tokens[i]!.breakAfter ? i + 2 : gap.test(ctx.gapAfter(i)) ? i + 1 : -1;
}

/** The lexicon's entry for token i's word followed by the last words of the item next..end ("iOS" + "engineer"). */
function withSharedHead(ctx: BriefContext, i: number, next: number, end: number, accept: (e: LexEntry) => boolean): LexEntry | null {
  const head = ctx.tokens.slice(next + 1, end).map((t) => t.key).join(' ');
  return ctx.lexicon.entries.get(`${ctx.tokens[i]!.key} ${head}`)?.find(accept) ?? null;
}

/**
 * "iOS or Android engineers", "frontend and backend developers": a word before a list's role
 * that makes a role with the role's last words ("iOS engineer") is that role, never a skill (iOS)
 * required of the other one.
 */
function elidedRole(ctx: BriefContext, i: number): LexEntry | null {
  const next = nextListItem(ctx, i, /^\s*\/\s*$/);
  // "UX/UI designers" is a title of its own.
  if (next < 0 || ctx.phrasesAt(i).some((p) => p.end > i + 1 && p.entries.some((e) => e.kind === 'role'))) return null;
  // The role after the link, read already (the occupations run first) or a phrase of the lexicon.
  const read = ctx.factAt(next);
  const end = read?.kind === 'role' && read.start === next ? read.end : ctx.phrasesAt(next).find((p) => p.entries.some((e) => e.kind === 'role'))?.end;
  if (end === undefined || end - next < 2) return null;
  return withSharedHead(ctx, i, next, end, (e) => e.kind === 'role' && !e.generic);
}

/** Reads the lexicon's phrases over the free tokens; `only` keeps the phrases read as that kind. */
export function scanLexicon(ctx: BriefContext, only?: LexEntry['kind']): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const role = !only || only === 'role' ? elidedRole(ctx, i) : null;
    if (role) {
      addEntry(ctx, i, i + 1, role);
      continue;
    }
    const sibling = !only || only === 'skill' ? elidedSkill(ctx, i) : null;
    if (sibling) {
      addEntry(ctx, i, i + 1, sibling);
      continue;
    }
    for (const { end, entries } of ctx.phrasesAt(i)) {
      if ((!only || only === 'skill') && entries.some((e) => e.kind === 'skill') && clientsOwnWork(ctx, i, end)) {
        ctx.claim(i, end);
        i = end - 1;
        break;
      }
      const entry = choose(ctx, i, end, entries);
      if (!entry || (only && entry.kind !== only)) continue;
      // "B2B sales managers": a role that starts inside the phrase and runs past it keeps its words
      // (Sales Manager, with "B2B" before it), not the skill "B2B Sales" and a bare Manager.
      // A product stays whole, though a role starts inside it ("Power BI developers": not "BI Developer" at "Power"): named in
      // capitals, or its first word alone would be an industry ("power bi developers" are no energy people).
      const product = entry.kind === 'skill' && end - i > 1 && (ctx.tokens.slice(i, end).every((_, k) => ctx.capitalised(i + k))
        || ctx.phrasesAt(i).some((p) => p.end < end && p.entries.some((e) => e.kind === 'industry')));
      if (entry.kind !== 'role' && !product && roleRunsPast(ctx, i, end)) continue;
      addEntry(ctx, i, end, entry);
      i = end - 1;
      break;
    }
  }
}

/** "Greater London", "Großraum München", "Grande São Paulo": the city with its surroundings. */
const GREATER = new Set(['greater', 'großraum', 'grossraum', 'grande', 'gran', 'groot']);

/** Whether any of the industries employs people of the role's function at all (industries.ts). */
function employs(industries: readonly string[], roleKey: string): boolean {
  const fn = ROLE_BY_KEY.get(roleKey)?.fn;
  return !fn || industries.some((key) => (INDUSTRY_BY_KEY.get(key)?.mix[fn] ?? 0) > 0);
}

/** Where the trade of plural "techs" at token `at` starts (up to two free words before it: "cath lab"), or null when none. */
function techniciansFrom(ctx: BriefContext, at: number): number | null {
  let from = at;
  while (from > 0 && at - from < 2) {
    const word = ctx.tokens[from - 1]!;
    // "cath lab techs": a word of job titles ("lab") though it is filler elsewhere.
    if (!ctx.isFree(from - 1) || word.breakAfter || word.numeric || (isFiller(word) && !jobTitleWords().any.has(word.key))) break;
    from--;
  }
  // "big techs": the words and "tech" are a phrase of their own (the companies).
  const phrase = `${ctx.tokens.slice(from, at).map((t) => t.key).join(' ')} tech`;
  return from < at && !ctx.lexicon.entries.has(phrase) ? from : null;
}

/**
 * "Manhattan or Blue Yonder WMS", "HR or payroll software companies": an item before a list's skill
 * or industry shares its last word, and the two make one of their own ("Manhattan WMS", "HR
 * software"), read so; nothing when they make none. A function's name read alone there ("HR") was
 * the list's first item, no role.
 */
export function itemsSharingHead(ctx: BriefContext): void {
  for (const item of [...ctx.factsOf('skill'), ...ctx.factsOf('industry')]) {
    const join = item.start - 1;
    if (join < 1 || !['or', 'and', '&'].includes(ctx.key(join) ?? '') || !ctx.isFree(join) || ctx.tokens[join - 1]!.breakAfter) continue;
    const head = ctx.tokens.slice(item.kind === 'skill' ? item.end - 1 : item.start + 1, item.end).map((t) => t.key).join(' ');
    if (head === '') continue;
    for (let from = join - 1; from >= Math.max(0, join - 2); from--) {
      const held = ctx.factAt(from);
      const functionAlone = item.kind === 'industry' && held?.kind === 'role' && held.start === from && held.end === join && join - from === 1;
      if (!ctx.spanFree(from, join) && !functionAlone) break;
      const named = ctx.lexicon.entries.get(`${ctx.tokens.slice(from, join).map((t) => t.key).join(' ')} ${head}`)?.find((e) => e.kind === item.kind);
      if (!named) continue;
      if (functionAlone) ctx.facts.splice(ctx.facts.indexOf(held), 1);
      if (named.kind === 'skill') ctx.addFact({ kind: 'skill', skill: named.skill, start: from, end: join, text: ctx.text(from, join) });
      else if (named.kind === 'industry') ctx.addFact({ kind: 'industry', industries: named.industries, label: named.label, generic: named.generic, start: from, end: join, text: ctx.text(from, join) });
      ctx.claim(join, join + 1);
      break;
    }
  }
}

/** Words before "tech" that name no trade: "non-tech", "outside tech". */
const NO_TRADES = new Set(['non', 'outside', 'beyond', 'not', 'no']);

/** Words after a level that take every higher one too ("mid-level or above"), and before it ("at least mid-level"). */
const LEVEL_OR_ABOVE = [['or', 'above'], ['or', 'higher'], ['and', 'above'], ['and', 'up'], ['or', 'more', 'senior']];
const AT_LEAST_LEVEL = [['at', 'least'], ['minimum'], ['min']];

/** Nouns for a school ("from a top school"), unlike a sector's ("from the education sector"). */
const SCHOOL_WORDS = new Set(['school', 'university', 'college', 'academy']);
/** Words between "from" and a school: "from a top school", "from the best universities". */
const BEFORE_SCHOOL = new Set(['a', 'an', 'the', 'top', 'good', 'great', 'leading', 'best', 'elite', 'reputable', 'known', 'well', 'tier', 'one', '1']);

/** "from" a few words before `start`, with only such words between. */
function studiedFrom(ctx: BriefContext, start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - 4); k--) {
    // "spun their company out of a university lab": where it came from, too.
    if (ctx.key(k) === 'from' || (ctx.key(k) === 'of' && ctx.key(k - 1) === 'out')) return true;
    if (!BEFORE_SCHOOL.has(ctx.key(k) ?? '') || ctx.tokens[k]!.breakAfter) return false;
  }
  return false;
}

/** Verbs after which the next word is a verb too. */
const MODALS = new Set(['can', 'could', 'will', 'would', 'must', 'should', 'may', 'might', 'cannot', 'shall']);

/** "selling into healthcare": what follows is the customers' industry. */
const SELLING = new Set(['sell', 'sells', 'selling', 'sold']);

function addEntry(ctx: BriefContext, start: number, end: number, entry: LexEntry): void {
  const text = ctx.text(start, end);
  switch (entry.kind) {
    case 'role': {
      const key = ctx.tokens.slice(start, end).map((t) => t.key).join(' ');
      const fact = lexiconRoleFact(ctx, key, entry, start, end);
      ctx.addFact(fact);
      // A title of its own ("nurse practitioner") names no level or credential of the taxonomy's role.
      if (fact.roleKeys.length === 0) return;
      if (entry.impliedLevels.length > 0) ctx.addFact({ kind: 'seniority', levels: entry.impliedLevels, label: text, start, end, text }, false);
      const credential = credentialNamed(key, entry.roleKeys);
      if (credential) ctx.addFact({ kind: 'skill', skill: credential, start, end, text }, false);
      return;
    }
    case 'seniority': {
      const levels: Seniority[] = entry.orAbove ? [...new Set(entry.levels.flatMap(levelsAtOrAbove))] : entry.levels;
      let factEnd = end;
      let factStart = start;
      // "senior+" written with a plus sign after the word
      let orAbove = entry.orAbove;
      if (!orAbove && /^\s*\+/.test(ctx.gapAfter(end - 1))) orAbove = true;
      if (ctx.tokens[end]?.key === 'level' || ctx.tokens[end]?.key === 'position') factEnd = end + 1;
      // "mid-level or above", "at least mid-level", "minimum senior": the level and every higher one.
      const above = entry.orAbove || ctx.tokens[factEnd - 1]!.breakAfter ? undefined : LEVEL_OR_ABOVE.find((words) => words.every((w, k) => ctx.tokens[factEnd + k]?.key === w && ctx.isFree(factEnd + k)));
      const least = entry.orAbove ? undefined : AT_LEAST_LEVEL.find((words) => words.every((w, k) => ctx.tokens[start - words.length + k]?.key === w && ctx.isFree(start - words.length + k)) && !ctx.tokens[start - 1]!.breakAfter);
      if (above || least) {
        orAbove = true;
        factEnd += above?.length ?? 0;
        factStart -= least?.length ?? 0;
      }
      const finalLevels = orAbove ? [...new Set(levels.flatMap(levelsAtOrAbove))] : levels;
      ctx.addFact({ kind: 'seniority', levels: finalLevels, label: orAbove && !entry.orAbove ? `${entry.label} or above` : entry.label, start: factStart, end: factEnd, text: ctx.text(factStart, factEnd) });
      return;
    }
    case 'place': {
      // "a Georgia teaching certificate", "a California bar license": the place issued a credential, which the
      // person's own words must show; no place they live in.
      const credential = credentialAfter(ctx, end);
      if (credential !== null) {
        ctx.addFact({ kind: 'topic', words: ctx.tokens.slice(start, credential).map((t) => t.key), start, end: credential, text: ctx.text(start, credential) });
        return;
      }
      // "Greater London", "the Boston area", "NYC metro": the city itself.
      let from = start;
      let to = end;
      if (entry.place.level === 'city' && ctx.isFree(start - 1) && GREATER.has(ctx.tokens[start - 1]?.key ?? '')) from = start - 1;
      if (entry.place.level === 'city' && ctx.isFree(end) && !ctx.tokens[end - 1]!.breakAfter && ['area', 'metro', 'metropolitan', 'region'].includes(ctx.tokens[end]?.key ?? '')) {
        to = end + 1;
        if (ctx.tokens[end]?.key === 'metropolitan' && ctx.tokens[to]?.key === 'area') to++;
      }
      ctx.addFact({ kind: 'place', place: entry.place, exclude: false, ...(entry.demonym ? { demonym: true } : {}), start: from, end: to, text: ctx.text(from, to) });
      return;
    }
    case 'industry': {
      // "vet tech", "hvac tech": a technician after the word of their trade, not the tech industry.
      const trade = ctx.tokens[start - 1];
      // Never a phrase of its own: "Big Tech" is the companies.
      const tradeTech = trade && `${trade.key} tech`;
      if (ctx.tokens[start]!.key === 'tech' && end === start + 1 && trade && ctx.isFree(start - 1) && !trade.breakAfter && !trade.numeric && !isFiller(trade) && !NO_TRADES.has(trade.key)
        && !ctx.lexicon.entries.has(trade.key) && !ctx.lexicon.entries.has(tradeTech!)) {
        ctx.addFact(titleFact(`${trade.key} tech`, start - 1, end, ctx.text(start - 1, end)));
        return;
      }
      // "cath lab techs", "pharmacy techs": in the plural always people, technicians of the words before.
      const techs = ctx.tokens[start]!.folded === 'techs' && end === start + 1 ? techniciansFrom(ctx, start) : null;
      if (techs !== null) {
        ctx.addFact(titleFact(`${ctx.tokens.slice(techs, start).map((t) => t.key).join(' ')} tech`, techs, end, ctx.text(techs, end)));
        return;
      }
      // "AEs selling into healthcare": the customers' industry, which the person's own words may show, not their employer's.
      const [verb, to] = [ctx.tokens[start - 2], ctx.tokens[start - 1]];
      if (verb && to && SELLING.has(verb.key) && ['to', 'into'].includes(to.key) && ctx.spanFree(start - 2, start) && !verb.breakAfter && !to.breakAfter) {
        ctx.addFact({ kind: 'topic', words: ctx.tokens.slice(start, end).map((t) => t.key), start: start - 2, end, text: ctx.text(start - 2, end) });
        return;
      }
      // "travel nurses": an industry that employs none of the role's trade names a kind of the role, not its employer.
      const role = !ctx.tokens[end - 1]!.breakAfter ? ctx.phrasesAt(end).find((p) => p.entries.some((e) => e.kind === 'role')) : undefined;
      const roleEntry = role?.entries.find((e) => e.kind === 'role');
      if (role && roleEntry?.kind === 'role' && roleEntry.roleKeys.length > 0 && roleEntry.roleKeys.every((key) => !employs(entry.industries, key))) {
        ctx.addFact(titleFact(ctx.tokens.slice(start, role.end).map((t) => t.key).join(' '), start, role.end, ctx.text(start, role.end)));
        return;
      }
      ctx.addFact({ kind: 'industry', industries: entry.industries, label: entry.label, generic: entry.generic, start, end, text });
      return;
    }
    case 'stage': {
      // "past the startup stage", "beyond seed": the stages after it, never the stage itself.
      const the = ctx.tokens[start - 1]?.key === 'the' ? 1 : 0;
      const past = ['past', 'beyond', 'outgrown', 'passed'].includes(ctx.tokens[start - 1 - the]?.key ?? '') && ctx.spanFree(start - 1 - the, start);
      if (past && stagesAfter(entry.stages).length > 0) {
        const from = start - 1 - the;
        const to = ['stage', 'phase'].includes(ctx.tokens[end]?.key ?? '') && ctx.isFree(end) ? end + 1 : end;
        ctx.addFact({ kind: 'stage', stages: stagesAfter(entry.stages), label: `past ${entry.label}`, generic: false, start: from, end: to, text: ctx.text(from, to) });
        return;
      }
      ctx.addFact({ kind: 'stage', stages: entry.stages, label: entry.label, generic: entry.generic, start, end, text });
      return;
    }
    case 'size':
      ctx.addFact({ kind: 'size', min: entry.min, max: entry.max, start, end, text });
      return;
    case 'skill': {
      // "performance marketing agencies": what companies do, which their people's own words must show.
      if (ctx.isFree(end) && !ctx.tokens[end - 1]!.breakAfter && KINDS_OF_COMPANY.has(ctx.tokens[end]?.key ?? '')) {
        ctx.addFact({ kind: 'topic', words: ctx.tokens.slice(start, end + 1).map((t) => t.key), start, end: end + 1, text: ctx.text(start, end + 1) });
        return;
      }
      // "SOC 2 audit firms": the same before an industry named by its companies.
      if (!ctx.tokens[end - 1]!.breakAfter && ctx.phrasesAt(end).some((p) => KINDS_OF_COMPANY.has(ctx.tokens[p.end - 1]!.key) && p.entries.some((e) => e.kind === 'industry'))) {
        ctx.addFact({ kind: 'topic', words: ctx.tokens.slice(start, end).map((t) => t.key), start, end, text });
        return;
      }
      // "infirmière de bloc ibode": a second name of the same skill right after the first is the same skill.
      const same = ctx.factAt(start - 1);
      if (same?.kind === 'skill' && same.skill === entry.skill && same.end === start && !ctx.tokens[start - 1]!.breakAfter) {
        ctx.replaceFact(same, { ...same, end, text: ctx.text(same.start, end) });
        return;
      }
      ctx.addFact({ kind: 'skill', skill: entry.skill, start, end, text });
      // "knowledge of Xero", "conocimientos de SAP", "kennis van Exact": the noun before belongs to the skill too.
      if (start >= 2 && KNOWLEDGE_NOUNS.has(ctx.tokens[start - 2]!.key) && KNOWLEDGE_LINKS.has(ctx.tokens[start - 1]!.key) && ctx.spanFree(start - 2, start) && ctx.spanUnbroken(start - 2, start)) {
        ctx.claim(start - 2, start);
      } else if (start >= 1 && QUALIFICATION_BEFORE.has(ctx.tokens[start - 1]!.key) && ctx.isFree(start - 1) && !ctx.tokens[start - 1]!.breakAfter) {
        ctx.claim(start - 1, start);
      }
      // "certified TIG welders": holding the skill's certificate is having the skill here.
      if (start >= 1 && ctx.tokens[start - 1]!.key === 'certified' && ctx.isFree(start - 1) && !ctx.tokens[start - 1]!.breakAfter) ctx.claim(start - 1, start);
      // "Go experience", "Python skills": the noun belongs to the skill.
      let k = end;
      while (k < ctx.length && ctx.isFree(k) && !ctx.tokens[k - 1]!.breakAfter && SKILL_NOUNS.has(ctx.tokens[k]!.key)) k++;
      ctx.claim(end, k);
      return;
    }
    case 'company':
      ctx.addFact({ kind: 'company', when: 'current', names: entry.names, start, end, text });
      return;
    case 'people': {
      // "GTM leads", "Kubernetes lead": the word that ends titles after a skill makes the skill's lead, a title of its own.
      const skill = ctx.factAt(start - 1);
      // The skill stays a criterion too, as before any title of people the lexicon lacks ("salesforce admin").
      if (skill?.kind === 'skill' && TITLE_ENDING_LEVELS.has(ctx.tokens[start]!.key) && !ctx.tokens[start - 1]!.breakAfter) {
        const term = `${ctx.tokens.slice(skill.start, start).map((t) => t.key).join(' ')} lead`;
        const named = `${skill.skill.toLowerCase()} lead`;
        ctx.addFact({ ...titleFact(term, skill.start, end, ctx.text(skill.start, end)), label: `${skill.skill} Lead`, titleTerms: [...new Set([term, named])] });
        return;
      }
      ctx.addFact({ kind: 'people', start, end, text });
      return;
    }
    case 'language':
      return;
  }
}
