// Moves in time: "who left Meta in the last 6 months", "joined since 2024", "3+ years at their
// current company", "recently promoted", in English and the other five languages. Each is found as
// an unseen criterion named after the brief's own words, move verb included ("left Meta in the
// last 6 months"); a move at a named company with a window the records can date (the start of the
// current role, the end of a past one) becomes that company's window instead (dateMoves).
import { jobTitleWords } from '../vocab/title-words';
import type { Problem } from './build-criteria';
import type { BriefContext, FactOf } from './context';
import { moveWindow } from './move-window';

const NUMBER = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|couple of|few|um|uma|dois|duas|tres|seis|doze|un|una|dos|deux|trois|six|douze|ein|einem|einen|zwei|drei|sechs|zwolf|een|twee|drie|zes|twaalf)`;
const UNIT = String.raw`(?:days?|weeks?|months?|years?|yrs?|mos?|dias|semanas|meses|anos|anos|años|jours|semaines|mois|ans|annees|tagen|wochen|monaten|jahren|jahr|dagen|weken|maanden|jahre|jaar|jaren)`;
const YEAR = String.raw`(?:19|20)\d\d`;

/** How long, with its bound: "5+ years", "at least 3 yrs", "over 4 years". */
/** Kinds of employer a stay may be counted at, named as the brief names it ("Joined current school"). */
const EMPLOYER_KINDS = new Set(['school', 'hospital', 'clinic', 'practice', 'agency', 'bank', 'store', 'restaurant', 'hotel', 'university']);
/** What a stay is counted at in English: the employer, or its kind ("the same school"). */
const EMPLOYER = String.raw`(?:company|employer|job|role|firm|position|${[...EMPLOYER_KINDS].join('|')})`;
const DURATION = String.raw`(?:(?:at\s+least|over|more\s+than|under|less\s+than|minstens|ten\s+minste|meer\s+dan|mindestens|mind|mehr\s+als|au\s+moins|plus\s+de|pelo\s+menos|mais\s+de|al\s+menos|mas\s+de)\s+)?${NUMBER}\+?\s*${UNIT}\+?`;

/** Time expressions, each a window or a point a move is measured against. */
const WINDOWS: RegExp[] = [
  // English
  new RegExp(String.raw`\b(?:in|within|over|during)?\s*(?:the\s+)?(?:last|past|previous)\s+(?:${NUMBER}\s+)?${UNIT}\b`, 'g'),
  new RegExp(String.raw`\b(?:since|after|before|from|until)\s+(?:early\s+|mid\s+|late\s+)?${YEAR}\b`, 'g'),
  new RegExp(String.raw`\b(?:this|last|next)\s+(?:year|quarter|month|week)\b`, 'g'),
  /\b(?:recently|just|newly)\s+(?:left|joined|moved|started|promoted|hired|appointed|laid\s+off|graduated|raised|exited|departed)\b/g,
  // "joined Stripe in 2023": a year of its own, read only after a move verb (IN_YEAR).
  new RegExp(String.raw`\b(?:in|during|em|en|im|dans)\s+${YEAR}\b`, 'g'),
  // "who left Apple recently": after the move it measures.
  /\b(?<=(?:left|joined|departed)\s+(?:\S+\s+){0,2})(?:recently|lately)\b/g,
  new RegExp(String.raw`\b${DURATION}\s+(?:at|with|in)\s+(?:their|the|his|her)\s+(?:(?:current|present|same)\s+)?${EMPLOYER}\b`, 'g'),
  /\b(?:tenure|time)\s+(?:at|with|in)\s+(?:their|the)\s+(?:current|present)\s+(?:company|employer|job|role)\b/g,
  // "in the seat for less than 2 years": how long in the current job, not years of experience.
  new RegExp(String.raw`\b(?:in|at)\s+(?:the|their|his|her)\s+(?:seat|chair|(?:current|present|same)\s+(?:role|${EMPLOYER}))\s+for\s+${DURATION}`, 'g'),
  // Years at the current employer in the other languages: "tres años en su empresa actual", "3 Jahre beim aktuellen
  // Arbeitgeber", "5 jaar bij hun huidige werkgever", "5 anos na mesma empresa", "3 ans dans leur entreprise actuelle".
  new RegExp(String.raw`\b(?:(?:lleven|llevan|lleva|lleve|seit|sinds|depuis|ha|há|hace)\s+)?(?:(?:al\s+menos|mas\s+de|minimo|pelo\s+menos|mais\s+de|au\s+moins|plus\s+de|mindestens|uber|minstens|meer\s+dan)\s+)?${NUMBER}\+?\s*${UNIT}\s+(?:na|no|en|dans|chez|bei|beim|im|bij)\s+(?:(?:sua|seu|su|la|el|leur|son|sa|ihrem|ihrer|seinem|hun|zijn|haar|de|het)\s+)?(?:(?:mesma|mesmo|misma|mismo|meme|selben|gleichen|dezelfde|huidige|aktuellen|jetzigen|derzeitigen)\s+)?(?:empresa|emprego|funcao|cargo|compania|trabajo|puesto|entreprise|employeur|poste|societe|arbeitgeber|unternehmen|firma|job|werkgever|bedrijf|baan|functie)(?:\s+(?:atual|actual|actuel|actuelle))?(?:\s+(?:zitten|zit|werken|werkt|sind|ist|arbeiten|arbeitet|travaillent|trabalham|trabajan))?\b`, 'g'),
  // Portuguese and Spanish
  new RegExp(String.raw`\b(?:nos|nas|em|en|durante)\s+(?:os\s+|las\s+|los\s+)?(?:ultimos|ultimas)\s+(?:${NUMBER}\s+)?${UNIT}\b`, 'g'),
  // "en el último año", "no último ano", "im letzten Jahr", "het afgelopen jaar": the last one.
  /\b(?:en\s+el|no|na|durante\s+el|durante\s+o)\s+(?:ultimo|ultima)\s+(?:ano|mes)\b/g,
  /\b(?:im\s+letzten\s+(?:jahr|monat)|(?:in\s+)?het\s+afgelopen\s+(?:jaar|kwartaal)|(?:au\s+cours\s+de\s+)?la\s+derniere\s+annee)\b/g,
  new RegExp(String.raw`\b(?:desde|depois\s+de|despues\s+de|antes\s+de)\s+${YEAR}\b`, 'g'),
  // "de 2022 pra cá", "de 2022 para acá": from then until now, since.
  new RegExp(String.raw`\bde\s+${YEAR}\s+(?:pra|para)\s+(?:ca|aca)\b`, 'g'),
  /\b(?:recentemente|recientemente)\b/g,
  // French
  new RegExp(String.raw`\b(?:depuis|apres|avant)\s+${YEAR}\b`, 'g'),
  new RegExp(String.raw`\b(?:au\s+cours\s+des|ces|dans\s+les)\s+(?:${NUMBER}\s+)?(?:derniers|dernieres)\s+${UNIT}\b`, 'g'),
  // "depuis moins d'un an", "il y a plus de 2 ans", "il y a 2 ans": how long ago (read alone, "un an" had been years of experience).
  new RegExp(String.raw`\b(?:depuis|il\s+y\s+a)\s+(?:(?:moins|plus)\s+d(?:e\s+|['’]\s*))?(?:${NUMBER}\s+)?(?:${UNIT}|an)\b`, 'g'),
  /\brecemment\b/g,
  // German and Dutch
  new RegExp(String.raw`\b(?:seit|nach|vor|sinds|na|voor)\s+${YEAR}\b`, 'g'),
  // "in de afgelopen 3 maanden", and without its "in": "die de afgelopen 3 maanden is begonnen".
  new RegExp(String.raw`\b(?:in\s+den\s+letzten|(?:in\s+)?de\s+(?:afgelopen|laatste))\s+(?:${NUMBER}\s+)?${UNIT}\b`, 'g'),
  /\b(?:kurzlich|vor\s+kurzem|onlangs|recent)\b/g,
];

/** Verbs of leaving a company (or a place, extract-exclusions): the window dates the end of the role there. */
export const LEFT = new Set(['left', 'leave', 'leaving', 'departed', 'exited', 'quit', 'saiu', 'sairam', 'deixou', 'deixaram', 'salio', 'salieron', 'dejo', 'dejaron', 'quitte', 'verlassen', 'verliet', 'vertrokken']);
/** Forms of LEFT that name no move made: "willing to leave London". */
export const LEAVING_TO_COME: ReadonlySet<string> = new Set(['leave', 'leaving']);
/** Words between a verb of leaving and what was left: "que saíram do Brasil", "qui ont quitté la France", "vertrokken uit". */
export const BEFORE_WHAT_IS_LEFT: ReadonlySet<string> = new Set(['de', 'do', 'da', 'del', 'the', 'la', 'le', 'l', 'o', 'a', 'el', 'uit']);
/** Verbs of joining one: the window dates the start of the current role there. */
export const JOINED = new Set(['joined', 'join', 'joining', 'started', 'hired', 'entrou', 'entraram', 'unieron', 'unio', 'entraron', 'entro', 'incorporaron', 'rejoint', 'begonnen', 'angefangen', 'eingestiegen', 'gestart', 'overgestapt', 'gewechselt']);

/** Forms of joining that say no join happened ("open to joining"). */
const UNDONE_JOIN = new Set(['join', 'joining']);

/** Verbs of being taken on, which need no object to date the current role ("hired in the last year"). */
const TAKEN_ON = new Set(['hired', 'appointed', 'contratado', 'contratados', 'contratada', 'contratadas', 'nombrado', 'nombrados', 'embauche', 'embauches', 'nomme', 'nommes', 'eingestellt', 'ernannt', 'aangenomen', 'benoemd']);

/**
 * Verbs of a company raising money, in the six languages: "that raised a Series A in the last 2
 * years", "que hayan levantado ronda Serie A". No profile dates a round: the window stays unseen,
 * named with its event.
 */
const FUNDED = new Set([
  'raised', 'closed', 'levantado', 'levantaron', 'levanto', 'levantaram', 'levantou', 'captaram', 'captou', 'captado', 'recaudado',
  'leve', 'leves', 'levee', 'obtenu', 'erhalten', 'eingesammelt', 'opgehaald', 'binnengehaald',
]);
/** The words between such a verb and its window that its criterion holds: "raised a round", "levantado una ronda de". */
const FUNDING_WORDS = new Set([
  'a', 'an', 'their', 'its', 'um', 'uma', 'sua', 'un', 'una', 'su', 'une', 'leur', 'eine', 'einen', 'ihre', 'een', 'hun', 'de', 'der',
  'round', 'rodada', 'ronda', 'tour', 'runde', 'finanzierungsrunde', 'ronde', 'financieringsronde', 'funding', 'financement', 'financiacion', 'investimento',
]);

/** Verbs of a move, whose object the criterion names: "left Meta", "joined a Series A startup". */
const MOVE_VERBS = new Set([
  ...LEFT, ...JOINED, ...TAKEN_ON, 'moved', 'promoted', 'appointed', 'laid', 'changed', 'switched', 'been', 'worked', 'quitté', 'graduated',
  'graduating', 'formou', 'formaram', 'formados', 'graduados', 'egresados', 'diplomes', 'abgeschlossen', 'afgestudeerd',
  'jump', 'jumped', 'transitioned', 'pivoted', 'stayed', 'stay', 'staying', ...FUNDED,
]);

/** "5 years at Google", "3+ yrs with Deloitte": the named employer follows (checked on the tokens). */
const DURATION_AT = new RegExp(String.raw`\b${DURATION}\s+(?:at|with|bij|bei|chez|na|no)\b`, 'g');
/** "at Apple for over 4 years", "been at CBRE, JLL or Cushman for 5+ years": the named employer precedes. */
const FOR_DURATION = new RegExp(String.raw`\bfor\s+${DURATION}`, 'g');
/** The words that open a window before its length: "the last 2 years", "de afgelopen 2 jaar", "den letzten 12 Monaten". */
const WINDOW_OPENERS = new Set(['last', 'past', 'afgelopen', 'laatste', 'letzten', 'vergangenen', 'derniers', 'dernieres', 'ultimos', 'ultimas', 'next']);
/** Words that may stand inside a list of named employers ("CBRE, JLL or Cushman", "Philips of Signify"), by the brief's language. */
const LIST_LINKS = new Set(['or', 'and', '&']);
const OTHER_LIST_LINKS = new Set(['of', 'en', 'oder', 'und', 'ou', 'et', 'o', 'y', 'e']);
const listLink = (ctx: BriefContext, k: number) => LIST_LINKS.has(ctx.key(k) ?? '') || (ctx.language !== 'en' && OTHER_LIST_LINKS.has(ctx.key(k) ?? ''));

/**
 * Years at a named employer are tenure there, not years of experience: "engineers with 5 years at
 * Google" has a Google engineer of 2 years with 10 in all ruled out. Like every move, an unseen
 * criterion named after the brief's words (the company itself is read as a company).
 */
function extractCompanyTenure(ctx: BriefContext): void {
  for (const { start, end } of ctx.freeMatches(DURATION_AT)) {
    // "in de afgelopen 2 jaar bij Bol zijn begonnen": a window that dates a move, no stay.
    if (WINDOW_OPENERS.has(ctx.tokens[start - 1]?.folded ?? '')) continue;
    // The employers' names, and the links and commas of their list ("at Gong, Outreach or Salesloft").
    let last = end;
    const nameAt = (k: number) => k < ctx.length && ctx.namelike(k) && !ctx.tokens[k]!.sentenceStart && !/[.;!?()]/.test(ctx.gapBefore(k));
    while (nameAt(last) || (last > end && listLink(ctx, last) && nameAt(last + 1))) last++;
    // "who spent 3+ years at Gong": the verb is the stay's.
    const from = start > 0 && ctx.key(start - 1) === 'spent' && ctx.isFree(start - 1) ? start - 1 : start;
    if (last > end) ctx.addFact({ kind: 'unseen', label: ctx.text(from, last), start: from, end: end - 1, text: ctx.text(from, last) });
  }
  for (const { start, end } of ctx.freeMatches(FOR_DURATION)) {
    // Back over the employers' names (and the links of their list) to the "at" or "with" before them.
    let first = start;
    while (first > 0 && (ctx.namelike(first - 1) || (LIST_LINKS.has(ctx.key(first - 1) ?? '') && first < start))) first--;
    if (first === start || !['at', 'with'].includes(ctx.key(first - 1) ?? '')) continue;
    // "who have been at Spotify for less than a year": a stay at the employer now, which its join date dates (dateMoves).
    // So is "engineers at Google for 5+ years", the title right before "at" (unlike "worked at Google for 5 years", any time).
    const beenAt = first >= 3 && ctx.key(first - 2) === 'been' && HAVE.has(ctx.key(first - 3) ?? '');
    const titledAt = first >= 2 && jobTitleWords().last.has(ctx.key(first - 2) ?? '') && !ctx.tokens[first - 2]!.breakAfter;
    const labelFrom = beenAt ? first - 2 : titledAt ? first - 1 : undefined;
    ctx.addFact({ kind: 'unseen', label: ctx.text(first - 1, end), ...(labelFrom !== undefined ? { labelFrom } : {}), start, end, text: ctx.text(first - 1, end) });
  }
}

/** The perfect's "have" before "been at": "who have been", "who's been", "who've been". */
const HAVE = new Set(['have', 'has', 've', 's']);
/** "have been at Revolut for 5+ years", "at Google for 5+ years": a stay at the company named, up to now. */
const stayAtNamed = (ctx: BriefContext, move: FactOf<'unseen'>) => {
  const from = move.labelFrom!;
  if (ctx.key(from) === 'been' && ['at', 'with'].includes(ctx.key(from + 1) ?? '')) return true;
  if (['at', 'with'].includes(ctx.key(from) ?? '') && ctx.key(move.start) === 'for') return true;
  // "engineers at Google since 2019": the window right after the employer the people are at.
  const employer = ctx.factAt(move.start - 1);
  const atEmployer = employer?.kind === 'company' && [employer.start, employer.start - 1].some((k) => ['at', 'with'].includes(ctx.key(k) ?? ''));
  return from === move.start && atEmployer && ['since', 'for'].includes(ctx.key(move.start) ?? '');
};

/**
 * How far after its window Dutch and German put the move's verb: "in de afgelopen 2 jaar bij Bol
 * zijn begonnen", "in den letzten 6 Monaten als VP Engineering (oder Head of Engineering) zu
 * Personio, Celonis oder DeepL gewechselt", over the commas and brackets of the clause's lists.
 */
const VERB_FINAL_REACH = 16;

/** The move verb that ends the window's clause in a verb-final language (Dutch, German), or null. */
function verbAfter(ctx: BriefContext, end: number): number | null {
  if (ctx.language !== 'nl' && ctx.language !== 'de') return null;
  for (let k = end; k < Math.min(ctx.length, end + VERB_FINAL_REACH) && !/[.!?;:]/.test(ctx.gapBefore(k)); k++) {
    const word = ctx.tokens[k]!.folded;
    if (LEFT.has(word) || JOINED.has(word) || CHANGED.has(word)) return k;
  }
  return null;
}

/** The current period, which no move is measured against unless a move verb says so ("who joined this year"). */
const CLIENT_TIMING = /^(?:this|next)\s+(?:year|quarter|month|week)$/;
/** Words that make such a period a date the people must meet ("available from next month"). */
const DATING = new Set(['from', 'starting', 'by', 'before', 'until', 'after', 'available']);

/** "in 2023": a window only after the move it dates ("joined Stripe in 2023"), never "engineers in 2023 roles". */
const IN_YEAR = new RegExp(String.raw`^(?:in|during|em|en|im|dans)\s+${YEAR}$`);

/** Words that put a name before a chat "rn": "anyone at otis rn". */
const AT_NAME = new Set(['at', 'with', 'from', 'for']);

/**
 * "not interested in anyone at otis rn": chat's "rn" (right now) after where someone works ends the
 * sentence and says "currently", which the clause already says; never a registered nurse.
 */
function claimRightNow(ctx: BriefContext): void {
  for (let i = 2; i < ctx.length; i++) {
    const ends = i === ctx.length - 1 || ctx.tokens[i]!.breakAfter;
    if (ctx.tokens[i]!.raw === 'rn' && ends && AT_NAME.has(ctx.key(i - 2) ?? '') && ctx.spanUnbroken(i - 2, i + 1)) ctx.claim(i, i + 1);
  }
}

export function extractTiming(ctx: BriefContext): void {
  claimRightNow(ctx);
  extractCompanyTenure(ctx);
  for (const pattern of WINDOWS) {
    for (const { start, end } of ctx.freeMatches(pattern)) {
      if (!ctx.spanFree(start, end)) continue;
      // The move the window measures, up to 12 words back in the same clause, over a list's commas
      // ("saíram do Nubank, do iFood ou do Mercado Livre de 2022 pra cá").
      let from = start;
      const listComma = (i: number) => /^\s*,\s*$/.test(ctx.gapAfter(i)) && ctx.namelike(i) && (ctx.namelike(i + 1) || ctx.namelike(i + 2));
      for (let i = start - 1; i >= Math.max(0, start - 12) && (!ctx.tokens[i]!.breakAfter || listComma(i)); i--) {
        if (MOVE_VERBS.has(ctx.tokens[i]!.folded)) {
          from = i;
          break;
        }
      }
      const verbAt = from === start ? verbAfter(ctx, end) : null;
      const verb = ctx.tokens[verbAt ?? from]!.folded;
      const job = LEFT.has(verb) || CHANGED.has(verb);
      const words = ctx.tokens.slice(start, end).map((t) => t.folded).join(' ');
      if (!job && IN_YEAR.test(words)) continue;
      // "a hiring push this quarter", "we need them this month": no move, so the client's own timing.
      if (from === start && verbAt === null && CLIENT_TIMING.test(words)) {
        // "available from next month" dates what the people must meet: the brief asks about it, as before "next" was read.
        if (!DATING.has(ctx.key(start - 1) ?? '')) ctx.claim(start, end);
        continue;
      }
      if (verbAt !== null) {
        ctx.addFact({ kind: 'unseen', label: ctx.text(start, verbAt + 1), labelFrom: start, verbAt, start, end, text: ctx.text(start, end) });
        continue;
      }
      ctx.addFact({ kind: 'unseen', label: ctx.text(from, end), labelFrom: from, start, end, text: ctx.text(from, end) });
      if (FUNDED.has(verb)) for (let k = from + 1; k < start; k++) if (ctx.isFree(k) && FUNDING_WORDS.has(ctx.tokens[k]!.key)) ctx.claim(k, k + 1);
    }
  }
}

/** Facts that say whose move it is. */
const SUBJECT_KINDS = new Set(['role', 'company', 'place', 'education']);
/** Facts a move's subject starts with: "Staff engineers at Airbnb", "ex-Stripe people". */
const SUBJECT_STARTS = new Set(['seniority', 'role', 'company']);
/** How far before its move a subject may stand: "CMOs who have recently joined a new company". */
const SUBJECT_REACH = 10;

/**
 * A move names whose it is: "in the last five years" alone says nothing a reader can check, so
 * once the roles are read its label starts at the role or company it follows in its clause
 * ("CMOs who joined a new company in the last 6 months", "Staff engineers at Airbnb with at least
 * 3 years at the company"). A move that names its own object ("left Meta in ...") keeps its label.
 * Its verb is read with it.
 */
export function nameMoveSubjects(ctx: BriefContext): void {
  for (const move of ctx.factsOf('unseen')) {
    if (move.labelFrom === undefined) continue;
    const from = move.labelFrom;
    // The move's verb is the criterion's, now that no company trigger needs it ("left Meta").
    if (from < move.start && ctx.isFree(from)) ctx.claim(from, from + 1);
    // Dutch and German: the words after the employer up to the verb ("zijn begonnen").
    if (move.verbAt !== undefined) for (let k = move.end; k <= move.verbAt; k++) if (ctx.isFree(k)) ctx.claim(k, k + 1);
    const labelEnd = move.verbAt !== undefined ? move.verbAt + 1 : move.end;
    const named = ctx.facts.some((f) => SUBJECT_KINDS.has(f.kind) && f.start >= from && f.end <= labelEnd);
    // A round is the company's event, named by its own words ("raised a Series A in the last 2 years").
    if (named || FUNDED.has(ctx.tokens[from]!.folded)) continue;
    let clauseStart = from;
    while (clauseStart > 0 && !ctx.tokens[clauseStart - 1]!.breakAfter && from - clauseStart < SUBJECT_REACH) clauseStart--;
    const subjects = ctx.facts.filter((f) => SUBJECT_STARTS.has(f.kind) && f.start >= clauseStart && f.end <= from);
    if (subjects.some((f) => f.kind !== 'seniority')) move.label = ctx.text(Math.min(...subjects.map((f) => f.start)), labelEnd);
  }
}


/** What a stay is counted at: "3+ years at the company", "en su empresa actual", "bij hun huidige werkgever". */
const TENURE_NOUNS = new Set([
  ...EMPLOYER_KINDS,
  'company', 'employer', 'job', 'role', 'firm', 'position', 'seat', 'chair', 'empresa', 'emprego', 'funcao', 'cargo', 'compania', 'trabajo',
  'puesto', 'entreprise', 'employeur', 'poste', 'societe', 'arbeitgeber', 'unternehmen', 'firma', 'werkgever', 'bedrijf', 'baan', 'functie',
]);

/** A window that counts time at a job ("3+ years at the company", "in the seat for 2 years"), not since a move. */
const isStay = (ctx: BriefContext, move: FactOf<'unseen'>) => ctx.tokens.slice(move.start, move.end).some((t) => TENURE_NOUNS.has(t.key));

/**
 * The company a move dates: the one it names ("left Meta in the last year", "joined Shopify in the
 * past 18 months"), else its subject's, past for a departure and current for a join or a stay
 * ("ex-Googlers who left in the last 2 years", "leaders at Toast who joined in the last 3 years",
 * "engineers at Airbnb with at least 3 years at the company").
 * A window with neither verb nor stay ("PMs at Stripe in the last 2 years") dates nothing.
 */
function movedCompany(ctx: BriefContext, move: FactOf<'unseen'>): FactOf<'company'> | undefined {
  const from = move.labelFrom!;
  const verb = ctx.tokens[move.verbAt ?? from]!.folded;
  const left = LEFT.has(verb);
  const stayNamed = stayAtNamed(ctx, move);
  const stay = (from === move.start && isStay(ctx, move)) || stayNamed;
  if (!left && !JOINED.has(verb) && !stay) return undefined;
  // Named after the verb, or with it ("que entraram no Nubank": the other languages' trigger holds the verb);
  // in Dutch and German between the window and the verb, which says whether it is the employer now or a past one.
  const verbFinal = move.verbAt !== undefined;
  const named = ctx.factsOf('company').filter((c) => !c.exclude && (verbFinal ? c.start >= move.end && c.end <= move.verbAt! : c.end > from + 1 && c.end <= move.end));
  if (verbFinal && named.length === 1) named[0]!.when = left ? 'past' : 'current';
  const when = left ? 'past' : 'current';
  // "have been at" reads as current or past alone; staying there up to now for a time, it is the employer now.
  if (stayNamed && named.length === 1 && named[0]!.when === 'ever') named[0]!.when = 'current';
  if (named.length > 0) return named.length === 1 && named[0]!.when === when ? named[0] : undefined;
  // The subject's company: the last one before the verb in its clause (a list's commas inside it), "ex-Googlers who left".
  const unbroken = (c: FactOf<'company'>) => ctx.tokens.slice(c.end - 1, from - 1).every((t) => !t.breakAfter);
  const subject = ctx.factsOf('company').filter((c) => !c.exclude && c.end <= from && unbroken(c)).at(-1);
  return subject?.when === when ? subject : undefined;
}

/** Words of a job change's object: "joined a new company", "started a new role", "changed jobs". */
const NEW_JOB_WORDS = new Set(['a', 'an', 'the', 'their', 'new', 'different', 'another', ...TENURE_NOUNS]);
/** "new in role", "new to the role", "new in their job". */
const NEW_ROLE_WORDS = new Set(['new', 'in', 'to', 'the', 'their', 'his', 'her', ...TENURE_NOUNS]);
/** Verbs of staying, before a stay: "been in the seat for 2 years". */
const STAYED = new Set(['been', 'worked', 'stayed']);
/** Verbs of changing job, whose object is any new one. */
const CHANGED = new Set([...JOINED, 'changed', 'switched', 'moved']);

/**
 * A move that dates the current role wherever it is: a change of job with no company named
 * ("CMOs who joined a new company in the last 6 months", "changed jobs in the last year"), a stay
 * ("3+ years at their current company", "in the seat for less than 2 years"), or "new in role".
 */
function currentRoleMove(ctx: BriefContext, move: FactOf<'unseen'>): number | null {
  const from = move.labelFrom!;
  // "CTOs hired in the past 6 months", "VPs appointed since 2025", "managers who joined this year": the hire
  // (or a join with no company named, which movedCompany would have dated) is the start of the role they hold now.
  const verb = ctx.tokens[from]!.folded;
  if (from + 1 === move.start && (TAKEN_ON.has(verb) || (JOINED.has(verb) && !UNDONE_JOIN.has(verb)))) return from;
  // Verb-final: "die in den letzten 12 Monaten gewechselt haben", "die in het afgelopen jaar zijn overgestapt", with no employer before the verb.
  // Between them only what nameMoveSubjects read with the verb ("is begonnen"), no employer.
  const noEmployerBefore = (verbAt: number) => !ctx.facts.some((f) => f.start < verbAt && f.end > move.end);
  if (move.verbAt !== undefined && JOINED.has(ctx.tokens[move.verbAt]!.folded) && noEmployerBefore(move.verbAt)) return move.start;
  // "who have been in the seat for less than 2 years"
  if (from < move.start && STAYED.has(ctx.tokens[from]!.folded) && from + 1 === move.start && isStay(ctx, move)) return from;
  // "started as CFO at a Dutch fintech in the last 3 months": a start in the role they hold now, wherever it is.
  if (startedAs(ctx, from, move.start)) return from;
  if (from < move.start) {
    const object = ctx.tokens.slice(from + 1, move.start);
    const newJob = CHANGED.has(ctx.tokens[from]!.folded) && object.length > 0 && object.every((t) => NEW_JOB_WORDS.has(t.key)) && object.some((t) => TENURE_NOUNS.has(t.key));
    return newJob ? from : null;
  }
  if (isStay(ctx, move)) return from;
  // "new in role since 2025", "new to the role in the last 6 months"
  for (let at = from - 2; at >= Math.max(0, from - 4); at--) {
    const words = ctx.tokens.slice(at, from);
    if (words[0]!.key === 'new' && TENURE_NOUNS.has(words.at(-1)!.key) && words.every((t) => NEW_ROLE_WORDS.has(t.key)) && ctx.spanFree(at, from)) return at;
  }
  return null;
}

/** "as", in the six languages: what follows a start is the role taken. */
const AS = new Set(['as', 'als', 'como', 'comme']);

/** A join verb at `from` whose object is a role ("started as CFO", "begonnen als CFO"), the role before `before`. */
function startedAs(ctx: BriefContext, from: number, before: number): boolean {
  if (!JOINED.has(ctx.tokens[from]!.folded) || UNDONE_JOIN.has(ctx.tokens[from]!.folded) || !AS.has(ctx.key(from + 1) ?? '')) return false;
  const role = ctx.factAt(from + 2);
  return role?.kind === 'role' && role.start === from + 2 && role.end <= before;
}

/**
 * A move the records can date becomes that company's window ("Company: Shopify (joined Jan 2024 or
 * later)"), or the current role's wherever it is ("Joined current company: 28 May 2026 or later"),
 * read from `now`; the unseen criterion gives way to it.
 */
export function dateMoves(ctx: BriefContext, now: Date): void {
  for (const move of ctx.factsOf('unseen')) {
    if (move.labelFrom === undefined) continue;
    const company = movedCompany(ctx, move);
    const roleFrom = company ? null : currentRoleMove(ctx, move);
    if (company ? company.dated : roleFrom === null) continue;
    const window = moveWindow(ctx.tokens.slice(move.start, move.end).map((t) => t.folded), now, isStay(ctx, move) || stayAtNamed(ctx, move));
    if (!window) continue;
    ctx.facts.splice(ctx.facts.indexOf(move), 1);
    if (company) company.dated = window;
    else {
      const employer = ctx.tokens.slice(roleFrom!, move.end).find((t) => EMPLOYER_KINDS.has(t.key))?.key;
      ctx.addFact({ kind: 'tenure', window, ...(employer ? { employer } : {}), start: roleFrom!, end: move.end, text: ctx.text(roleFrom!, move.end) });
    }
  }
}

/**
 * "engineers who left Meta recently": the company is read (past or current), but the move names
 * no window the records can date, so nobody could be verified on it. The brief asks rather than
 * search for everyone who ever moved.
 */
export function undatedMoves(ctx: BriefContext): Problem[] {
  const moves = ctx.factsOf('unseen').filter((move) => move.labelFrom !== undefined && ctx.factsOf('company').some((c) => c.start >= move.labelFrom! && c.end <= move.end));
  return moves.map((move) => ({ reason: 'undated', message: `“${ctx.text(move.labelFrom!, move.end)}”` }));
}

/**
 * "ex-McKinsey, Bain or BCG people with at least 2 years there": years "there" are a stay at the
 * employers just named, which no profile dates alone, never years of experience anywhere.
 */
export function staysThere(ctx: BriefContext): void {
  for (const years of ctx.factsOf('experience')) {
    const there = years.end;
    if (ctx.key(there) !== 'there' || !ctx.isFree(there) || ctx.tokens[there - 1]!.breakAfter) continue;
    const employers = ctx.factsOf('company').filter((c) => !c.exclude && c.end <= years.start && ctx.spanUnbroken(c.end - 1, years.start)
      && !ctx.tokens.slice(c.end, years.start).some((_, k) => /[.!?;]/.test(ctx.gapAfter(c.end + k - 1))));
    const employer = employers.at(-1);
    if (!employer) continue;
    // The employers as the brief names them ("McKinsey, Bain or BCG"), without the "ex-" that made them past.
    const named = employer.text.replace(/^(?:ex-?|former)\s*/i, '');
    ctx.replaceFact(years, { kind: 'unseen', label: `${ctx.text(years.start, years.end)} at ${named}`, start: years.start, end: there + 1, text: ctx.text(years.start, there + 1) });
  }
}
