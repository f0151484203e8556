// "Some context: we are a Series A healthtech." / "We're expanding our platform group.": a
// sentence about the client, not about the people wanted. Its words are used up here so that
// "Series A healthtech" does not become a criterion the candidates must meet.
import { phraseKey } from '../text/normalise';
import type { BriefContext } from './context';
import { peopleEndBefore } from './extract-occupations';
import { seriesRoundAt } from './extract-series';
import { lazyTable, longestPhraseAt, phraseTable } from './phrase-table';
import { ASKING_WORDS, CLIENT_POSSESSIVES, DEFINITE_ARTICLES, FOR_A, INDEFINITE_ARTICLES } from './words-i18n';
import { DETERMINERS, KINDS_OF_COMPANY, SEARCH_VERBS } from './words';

const OPENERS = [
  ['we', 'are'], ['we', 're'], ['our', 'company', 'is'], ['our', 'team', 'is'], ['i', 'am'], ['i', 'm'], ['we', 'have'], ['we', 'recently'],
  ['we', 'sell'], ['we', 'build'], ['we', 'run'], ['we', 'cover'], ['we', 'work'], ['i', 'run'], ['i', 'work'], ['our', 'client', 'is'], ['client', 'is'], ['the', 'client', 'is'],
  ['our', 'team', 'sells'], ['our', 'company', 'sells'], ['our', 'company', 'builds'], ['we', 'make'], ['we', 'provide'], ['we', 'develop'],
  // "Somos uma healthtech", "Wir sind ein Fintech", "Nous sommes", "Wij zijn", "Ich bin"...
  ['somos'], ['sou'], ['soy'], ['nous', 'sommes'], ['on', 'est'], ['je', 'suis'], ['wir', 'sind'], ['ich', 'bin'], ['wij', 'zijn'], ['we', 'zijn'], ['ik', 'ben'],
  // "Trabajo en una consultora", "je bosse dans une startup", "ich arbeite bei einem Fintech".
  ['trabalho'], ['trabajo'], ['je', 'travaille'], ['je', 'bosse'], ['ich', 'arbeite'], ['ik', 'werk'],
  // "Unser Kunde ist eine Bank", "notre client est un assureur", "onze klant is een ziekenhuis".
  ['nosso', 'cliente', 'e'], ['nuestro', 'cliente', 'es'], ['notre', 'client', 'est'], ['unser', 'kunde', 'ist'], ['onze', 'klant', 'is'],
  // What the client leads or starts: "I lead the talent network at Northzone", "We starten een nieuwe charter-airline",
  // "Wir gründen ein Fintech". Not "Estamos abrindo vagas" or "montando uma equipe de…": those ask for the people.
  ['i', 'lead'], ['i', 'head'], ['i', 'manage'], ['we', 'launch'], ['we', 'starten'], ['we', 'lanceren'], ['wir', 'starten'], ['wir', 'grunden'], ['nous', 'lancons'], ['on', 'lance'],
  // What the client is making the people are for: "Writing a piece on fintech infrastructure", "organising a food festival in Copenhagen".
  ['writing', 'a'], ['writing', 'an'], ['organising', 'a'], ['organizing', 'a'], ['organising', 'an'], ['organizing', 'an'], ['j', 'organise'],
  // What the client's business does or went through: "we keep getting more video work than we can handle", "we just raised our Series A".
  ['we', 'keep'], ['we', 'get'], ['we', 'got'], ['we', 'just'], ['we', 'raised'], ['we', 'serve'], ['we', 'help'], ['we', 'offer'], ['we', 'operate'],
  ['we', 'opened'], ['we', 'grew'], ['we', 've', 'been'], ['we', 've', 'grown'], ['we', 've', 'raised'], ['we', 've', 'just'],
  ['nous', 'organisons'], ['on', 'organise'], ['wir', 'organisieren'], ['we', 'organiseren'], ['wij', 'organiseren'], ['estou', 'organizando'],
  ['estoy', 'organizando'], ['estamos', 'organizando'], ['organizamos'],
  // The list itself is the client's work: "Building a list for our fund:", "compiling a list for a report".
  ['building', 'a', 'list'], ['compiling', 'a', 'list'], ['making', 'a', 'list'], ['putting', 'together', 'a', 'list'],
];
/**
 * The verbs after the client's own subject, as written: "Our health system is opening…", "My
 * agency has…", "Nossa construtora vai tocar obras em Luanda", "Notre cabinet est…". Not the other
 * languages' "has" ("notre client a besoin d'un CTO" asks for people).
 */
const OWN_SUBJECT_VERBS = new Set([
  'is', 'are', 'was', 'were', 'has', 'have', 'just',
  'é', 'são', 'está', 'estão', 'vai', 'vão', 'foi', 'acabou', 'es', 'son', 'están', 'va', 'van', 'fue', 'acaba',
  'est', 'sont', 'vont', 'vient', 'ist', 'sind', 'wird', 'werden', 'war', 'zijn', 'gaat', 'gaan', 'wordt',
]);
/** Longest subject between the possessive and its verb: "our regional health system". */
const OWN_SUBJECT_REACH = 3;

/**
 * "Our health system is opening two new cath labs in the Phoenix metro": a sentence whose subject
 * is the client's own organisation (no one the brief wants: "our ideal candidate is", "our next
 * CTO has") is about the client, like "we are". Returns the opener's words, or undefined.
 */
function ownSubjectAt(ctx: BriefContext, i: number): string[] | undefined {
  if (!CLIENT_POSSESSIVES.has(ctx.tokens[i]!.folded)) return undefined;
  for (let verb = i + 2; verb <= i + OWN_SUBJECT_REACH && verb < ctx.length; verb++) {
    if (!OWN_SUBJECT_VERBS.has(ctx.tokens[verb]!.raw.toLowerCase())) continue;
    const subject = ctx.tokens.slice(i + 1, verb);
    const people = subject.some((t, k) => WANTED_MARKERS.has(t.folded) || ctx.phrasesAt(i + 1 + k).some((p) => p.entries.some((e) => e.kind === 'role' || e.kind === 'people')));
    if (people || !ctx.spanUnbroken(i, verb + 1) || !ctx.spanFree(i, verb + 1)) return undefined;
    return ctx.tokens.slice(i, verb + 1).map((t) => t.key);
  }
  return undefined;
}

/** Greetings a brief may open with before the client speaks of itself ("Buenas, somos…", "Bonjour, on est…"). */
const GREETINGS = new Set([
  'hi', 'hey', 'hello', 'ola', 'oi', 'bom', 'boa', 'dia', 'tarde', 'noite', 'hola', 'buenas', 'buenos', 'dias', 'bonjour', 'bonsoir',
  'salut', 'coucou', 'hallo', 'moin', 'guten', 'tag', 'morgen', 'hoi', 'dag', 'goedemorgen', 'goedemiddag',
]);

/** Token `i` follows only a greeting and its comma at the start of a sentence. */
function afterGreeting(ctx: BriefContext, i: number): boolean {
  if (!/[,!]/.test(ctx.gapBefore(i))) return false;
  for (let j = i - 1; j >= 0 && GREETINGS.has(ctx.tokens[j]!.folded); j--) {
    if (j === 0 || ctx.tokens[j]!.sentenceStart) return true;
  }
  return false;
}
/** Words of a sentence that asks for people ("we are looking for", "wir suchen"): not a description. */
const ASKING = new Set([
  ...SEARCH_VERBS, 'looking', 'after', 'trying', 'interested', 'keen', 'open',
  ...Object.values(ASKING_WORDS).flatMap((phrases) => phrases.map(phraseKey).filter((key) => !key.includes(' '))),
]);

/** "looking at", "looking into": studying something, not asking for people. */
const LOOKING_AT = new Set(['at', 'into']);

/** Words after a number that make it the size of the client, not a count of people wanted. */
const CLIENT_SIZE_WORDS = new Set([
  'person', 'people', 'employee', 'staff', 'strong', 'pessoa', 'funcionario', 'colaborador', 'persona', 'empleado', 'personne', 'salarie', 'collaborateur',
  'leute', 'mitarbeiter', 'mitarbeitende', 'mitarbeitenden', 'beschaftigte', 'beschaftigten', 'personen', 'mensen', 'medewerker',
  // Its sites: "a 3PL in Memphis with 4 buildings", "we run 12 stores".
  'building', 'location', 'site', 'store', 'shop', 'office', 'branch', 'clinic', 'restaurant', 'hotel', 'plant', 'warehouse', 'venue',
]);
/** Token k is a number that sizes the client ("a 30-person startup", "35 Leute"). */
const sizesClient = (ctx: BriefContext, k: number) => /^\d/.test(ctx.tokens[k]?.key ?? '') && CLIENT_SIZE_WORDS.has(ctx.tokens[k + 1]?.key ?? '');

/** Conjunctions that may open the asking clause: "..., and we are hiring", "e estamos buscando". */
const CLAUSE_JOINERS = new Set(['and', 'so', 'e', 'y', 'et', 'und', 'en']);

/**
 * Where the clause about the client ends before token `asking`: at its last comma or joining word;
 * else right before the verb when what the client is comes first ("we're a customer success
 * platform looking for…"); else `from` (no clause).
 */
function clauseEndBefore(ctx: BriefContext, from: number, asking: number): number {
  // A comma inside the client's aside ends no clause: "an edtech startup (Series A, math tutoring app) recruiting…".
  let aside = 0;
  for (let j = asking - 1; j >= from; j--) {
    const gap = ctx.gapAfter(j);
    if (/\)/.test(gap)) aside++;
    if (/\(/.test(gap)) aside = Math.max(0, aside - 1);
    if (aside > 0) continue;
    if (CLAUSE_JOINERS.has(ctx.tokens[j]!.key)) return j;
    if (/,/.test(gap)) return j + 1;
  }
  const article = ctx.tokens[from]?.folded ?? '';
  return ['a', 'an'].includes(article) || INDEFINITE_ARTICLES.has(article) ? asking : from;
}

/** What a client that opens the brief with itself is ("Hospital in San Antonio hiring ICU nurses"): one of them, singular. */
const CLIENT_KINDS = new Set([
  ...KINDS_OF_COMPANY, 'school', 'hospital', 'clinic', 'practice', 'restaurant', 'hotel', 'bar', 'cafe', 'bakery', 'university',
  'college', 'charity', 'nonprofit', 'ngo', 'group', 'team', 'factory', 'farm', 'winery', 'gallery', 'museum', 'theatre', 'office',
  'plant', 'operator', 'chain', 'manufacturer', 'retailer', '3pl', 'brewery', 'distillery', 'co', 'outfit',
  // The other languages' factories and builders: "pour une usine agroalimentaire", "para una constructora valenciana".
  'usine', 'fabrica', 'fabrik', 'fabriek', 'constructora', 'construtora',
  // The other languages' hospitals and clinics: "Voor ons ziekenhuis in Gent".
  'ziekenhuis', 'krankenhaus', 'spital', 'klinik', 'kliniek', 'hopital', 'clinique', 'clinica', 'hospital',
]);
/** Verbs with which that client asks for people right after naming itself. */
const CLIENT_ASKS = new Set(['hiring', 'seeking', 'recruiting', 'needs', 'wants', 'need', 'want', 'looking']);
/** Longest opening, in words, before its verb: "Boutique hotel group in Lisbon's Alfama hiring". */
const CLIENT_OPENING_REACH = 8;

/**
 * "Hospital in San Antonio hiring ICU nurses", "Flight school in Arizona looking for pilots": a
 * brief that opens with the client itself, one organisation, then asks. Its kind describes the
 * client, never the people wanted; where it is stays read (see below). Returns where the
 * client's words end and where its verb stands, or null.
 */
function openingClient(ctx: BriefContext, i: number): { end: number; verb: [number, number] } | null {
  const reach = ctx.tokens.slice(i, i + CLIENT_OPENING_REACH);
  const verb = reach.findIndex((t, k) => CLIENT_ASKS.has(t.key) && (t.key !== 'looking' || ctx.tokens[i + k + 1]?.key === 'for'));
  if (verb < 1 || reach.slice(0, verb).some((t) => t.breakAfter || SEARCH_VERBS.has(t.key))) return null;
  const client = reach.slice(0, verb).findIndex((t) => CLIENT_KINDS.has(t.key) && t.key === t.folded);
  if (client < 0) return null;
  // Where the client is stays read: its people are most often wanted there ("Flight school in Arizona").
  const place = reach.slice(client, verb).findIndex((t, k) => ctx.placePrepositionAt(i + client + k));
  const verbEnd = i + verb + (reach[verb]!.key === 'looking' ? 2 : 1);
  for (let k = i + client + place; place >= 0 && k < i + verb; k++) ctx.clientPlaces.add(k);
  return { end: i + (place >= 0 ? client + place : verb), verb: [i + verb, verbEnd] };
}

/** The client's own words end right before token `i`, or before where it is ("unser Startup aus Berlin"). */
function afterClient(ctx: BriefContext, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (!ctx.isFree(k)) return true;
    if (!ctx.placePrepositionAt(k) && !ctx.capitalised(k)) return false;
  }
  return false;
}

/**
 * "unser SaaS-Startup aus Berlin (Series A, 35 Leute)": an aside right after the client's own
 * company that sizes it (a number of its people) is about the client, with the round beside it.
 */
function claimClientAsides(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!/\(\s*$/.test(ctx.gapBefore(i)) || !afterClient(ctx, i)) continue;
    let close = i;
    while (close < ctx.length && !/\)/.test(ctx.gapAfter(close))) close++;
    if (close >= ctx.length || close - i > OWN_COMPANY_REACH) continue;
    const sizes = ctx.tokens.slice(i, close + 1).some((_, k) => sizesClient(ctx, i + k));
    if (sizes && ctx.spanFree(i, close + 1)) ctx.claim(i, close + 1);
    i = close;
  }
}

/**
 * What the client offers with the job, no constraint on who qualifies: "home most weekends, good
 * pay", "Rates are competitive and we pay weekly". Read before the unseen things, where a bare
 * "weekends" is weekend work the people must do.
 */
const CLIENT_OFFERS = lazyTable(() => phraseTable([
  'good pay', 'great pay', 'competitive pay', 'competitive salary', 'competitive rates', 'rates are competitive', 'pay is competitive',
  'we pay weekly', 'weekly pay', 'paid weekly', 'we will train', 'we ll train', 'we train', 'will train', 'training provided', 'full training provided', 'home most weekends', 'home every weekend', 'home weekends', 'home daily', 'home nightly',
  'home every night', 'sign-on bonus', 'signing bonus', 'great benefits', 'full benefits', 'competitive benefits', 'benefits package',
  'salário competitivo', 'salario competitivo', 'salaire attractif', 'rémunération attractive', 'attraktives gehalt', 'gutes gehalt',
  'goed salaris', 'marktconform salaris',
].map((phrase) => [phrase, true] as const)));

function claimClientOffers(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const offer = longestPhraseAt(ctx, i, CLIENT_OFFERS());
    if (!offer) continue;
    ctx.claim(i, offer.end);
    i = offer.end - 1;
  }
}

/**
 * What the client is doing, in the first person: "opening our first property in Lisbon", "Estamos
 * expandindo a fábrica em Manaus", "tenemos un beach club en Ibiza", "Wir eröffnen im Frühjahr ein
 * Restaurant in Potsdam". Weaker than an opener: such a verb may open a search too ("estamos
 * montando um time de designers"), so a clause that names a role, people or a team is no
 * description, and where the client is stays read (its people are most often wanted there).
 */
const UNDERTAKINGS: Record<string, readonly string[]> = {
  // "Boutique hotel group here, opening our first property in Lisbon next spring."
  en: ['opening', 'launching'],
  pt: ['temos', 'abrimos', 'vamos'],
  es: ['tenemos', 'abrimos', 'coordino', 'dirijo', 'gestiono', 'vamos'],
  fr: ['ouvrons', 'ouvre', 'avons'],
  de: ['eroffnen', 'expandieren', 'wachsen', 'haben', 'bauen', 'offnen'],
  nl: ['openen', 'groeien', 'hebben', 'bouwen', 'breiden'],
};
/** "estamos expandindo", "estoy armando", "estamos a abrir": the first person of "to be" before what is going on. */
const UNDERWAY = new Set(['estamos', 'estou', 'estoy']);
const SUBJECTS_BEFORE = new Set(['nous', 'on', 'wir', 'we', 'wij']);

function undertakingAt(ctx: BriefContext, i: number): number | null {
  const verbs = UNDERTAKINGS[ctx.language];
  if (!verbs) return null;
  const first = ctx.tokens[i]!.folded;
  // Spoken Portuguese "tô montando" is "estou montando".
  if (UNDERWAY.has(first) || (ctx.language === 'pt' && first === 'to')) {
    const next = ctx.tokens[i + 1]?.folded ?? '';
    // "estamos buscando" asks.
    if (ASKING.has(next)) return null;
    if (/ndo$/.test(next)) return i + 2;
    return next === 'a' && /r$/.test(ctx.tokens[i + 2]?.folded ?? '') ? i + 3 : null;
  }
  if (verbs.includes(first)) return i + 1;
  return SUBJECTS_BEFORE.has(first) && verbs.includes(ctx.tokens[i + 1]?.folded ?? '') ? i + 2 : null;
}

/** A team, in the six languages (folded): what a client builds is of the people wanted. */
const TEAMS = new Set(['team', 'equipe', 'equipa', 'time', 'equipo', 'plantilla', 'mannschaft', 'ploeg']);

/** Small words inside a place's name: "Ciudad de México", "Frankfurt am Main". */
const NAME_LINKS = new Set(['de', 'do', 'da', 'dos', 'das', 'del', 'la', 'am', 'an', 'der', 'aan', 'sur', 'en']);

/**
 * Claims the clause [i, end) of the client's undertaking but where it is ("em Manaus"); nothing when it names people.
 * `asksAfter`: the sentence goes on to ask for the people ("… e queria achar product designers").
 */
function claimUndertaking(ctx: BriefContext, i: number, end: number, asksAfter: boolean): void {
  // "Estamos montando uma equipe de propagandistas": a team the client builds is of the people wanted, known words or not,
  // unless the sentence asks for them after it ("tô montando o time de produto … e queria achar product designers").
  const people = ctx.tokens.slice(i, end).some((t, k) => (TEAMS.has(t.folded) && !asksAfter) || ctx.phrasesAt(i + k).some((p) => p.entries.some((e) => e.kind === 'role' || e.kind === 'people')));
  if (!people) claimKeepingPlaces(ctx, i, end);
}

/**
 * Claims the words [i, end) about the client but where it is, left to be read: after a place's
 * preposition ("em Manaus", "in Berlin"), or a place's name of the map inside ("for our Lisbon office").
 */
function claimKeepingPlaces(ctx: BriefContext, i: number, end: number): void {
  for (let k = i; k < end; k++) {
    if (ctx.placePrepositionAt(k) && ctx.capitalised(k + 1)) {
      // The whole name, over its small words: "em Manaus", "en Ciudad de México".
      ctx.clientPlaces.add(k).add(++k);
      while (k + 1 < end && !ctx.tokens[k]!.breakAfter && (ctx.capitalised(k + 1) || (NAME_LINKS.has(ctx.key(k + 1) ?? '') && ctx.capitalised(k + 2)))) ctx.clientPlaces.add(++k);
      continue;
    }
    const place = ctx.phrasesAt(k).find((p) => p.end <= end && p.entries.some((e) => e.kind === 'place' && !e.weak));
    if (place) k = place.end - 1;
    else if (ctx.isFree(k)) ctx.claim(k, k + 1);
  }
}

/** Longest "<client> here," at a sentence's start: "Small creative agency here,". */
const CLIENT_HERE_REACH = 5;

/** "Small creative agency here, we keep getting…": the client naming itself, then a clause of its own. Returns where "here" ends, or null. */
function clientHereAt(ctx: BriefContext, i: number): number | null {
  for (let k = i + 1; k < Math.min(ctx.length, i + CLIENT_HERE_REACH); k++) {
    if (ctx.key(k) === 'here' && /,|\s[-–—]\s/.test(ctx.gapAfter(k))) {
      const named = ctx.tokens.slice(i, k).some((t) => CLIENT_KINDS.has(t.key));
      return named && ctx.spanFree(i, k + 1) ? k + 1 : null;
    }
    if (ctx.tokens[k - 1]!.breakAfter) return null;
  }
  return null;
}

/** Words that open a reason before the clause it explains: "Because of non-solicits, …", "Aufgrund von …, …". */
const REASONS_BEFORE_COMMA = [['because', 'of'], ['due', 'to'], ['owing', 'to'], ['por', 'causa', 'de'], ['debido', 'a'], ['a', 'cause', 'de'], ['en', 'raison', 'de'], ['wegen'], ['aufgrund'], ['vanwege']];

/** The words that open a reason, in each language (Dutch "want" is "because"). */
const BECAUSE: Record<string, readonly string[][]> = {
  en: [['because'], ['as', 'our'], ['since', 'our'], ['since', 'we']],
  pt: [['porque'], ['pois'], ['ja', 'que']],
  es: [['porque'], ['ya', 'que'], ['pues']],
  fr: [['car'], ['parce', 'que'], ['parce', 'qu'], ['puisque']],
  de: [['weil'], ['denn'], ['da', 'wir'], ['da', 'unsere'], ['da', 'unser']],
  nl: [['want'], ['omdat'], ['aangezien']],
};

/**
 * "They must speak English because our sales team doesn't speak German", "want de vorige twee
 * hires waren na een jaar weer weg": a reason inside a sentence says why the client asks what
 * came before it, never more of who qualifies (its "German" is the client's team's language).
 * Claimed to the sentence's end.
 */
function claimReasons(ctx: BriefContext): void {
  const openings = BECAUSE[ctx.language] ?? [];
  // "Because of non-solicits, no one currently at Amazon": a reason that opens a sentence runs to its comma.
  for (let i = 0; i < ctx.length; i++) {
    const opening = (i === 0 || ctx.tokens[i]!.sentenceStart) ? REASONS_BEFORE_COMMA.find((words) => words.every((w, k) => ctx.tokens[i + k]?.folded === w)) : undefined;
    if (!opening) continue;
    let end = i + opening.length;
    while (end < ctx.length && !/,/.test(ctx.gapAfter(end - 1)) && !ctx.tokens[end - 1]!.breakAfter) end++;
    if (end < ctx.length && /,/.test(ctx.gapAfter(end - 1)) && end - i <= 8 && ctx.spanFree(i, end)) ctx.claim(i, end);
  }
  for (let i = 1; i < ctx.length; i++) {
    // Inside a sentence: after a comma, or with no break before it.
    if (ctx.tokens[i]!.sentenceStart || (ctx.tokens[i - 1]!.breakAfter && !/,\s*$/.test(ctx.gapAfter(i - 1)))) continue;
    const opening = openings.find((words) => words.every((w, k) => ctx.tokens[i + k]?.folded === w));
    if (!opening) continue;
    let end = i + opening.length;
    while (end < ctx.length && !/[.!?;\n]/.test(ctx.gapAfter(end - 1))) end++;
    end = Math.min(end, ctx.length);
    if (end > i + opening.length && ctx.spanFree(i, end)) ctx.claim(i, end);
    i = end - 1;
  }
}

/** Verbs of what the person hired will do with the client's own unit: "to run our commercial HVAC service division". */
const UNIT_VERBS = new Set(['run', 'lead', 'head', 'manage', 'build', 'grow', 'scale', 'oversee', 'support', 'join', 'rebuild', 'restructure']);
/** The client's units such a verb takes. */
const UNITS = new Set(['division', 'team', 'department', 'unit', 'group', 'office', 'branch', 'practice', 'plant', 'site', 'function', 'business', 'operation', 'operations']);
/** Longest such unit's name, in words after "our": "our commercial HVAC service division". */
const UNIT_REACH = 5;

/** "to run our commercial HVAC service division": what the job is, the client's own unit, no criterion on the person. */
function claimOwnUnits(ctx: BriefContext): void {
  for (let i = 1; i + 1 < ctx.length; i++) {
    if (ctx.key(i - 1) !== 'to' || !UNIT_VERBS.has(ctx.key(i) ?? '') || !CLIENT_POSSESSIVES.has(ctx.tokens[i + 1]!.folded)) continue;
    for (let k = i + 2; k < Math.min(ctx.length, i + 2 + UNIT_REACH); k++) {
      if (UNITS.has(ctx.key(k) ?? '')) {
        for (let j = i - 1; j <= k; j++) if (ctx.isFree(j)) ctx.claim(j, j + 1);
        break;
      }
      if (ctx.tokens[k]!.breakAfter) break;
    }
  }
}

/** Longest sentence, in words, that opens a brief with the client alone: "Ed-tech startup (YC W24, 12 people)." */
const CLIENT_SENTENCE_REACH = 12;

/**
 * "Ed-tech startup (YC W24, 12 people). We want curriculum designers…", "Fintech startup in Berlin,
 * Series A. We need…": a first sentence that names one organisation and what it is, and asks
 * nothing, before a sentence that asks, describes the client, never the people's employers. Where
 * it is stays read.
 */
function claimClientSentence(ctx: BriefContext): void {
  let end = 1;
  while (end < ctx.length && !/[.!?;\n]/.test(ctx.gapAfter(end - 1))) end++;
  if (end >= ctx.length || end > CLIENT_SENTENCE_REACH) return;
  const words = ctx.tokens.slice(0, end);
  if (!words.some((t) => CLIENT_KINDS.has(t.key) && t.key === t.folded)) return;
  const names = (k: number) => ctx.phrasesAt(k).some((p) => p.entries.some((e) => e.kind === 'role' || (e.kind === 'people' && !sizesClient(ctx, k - 1))));
  if (words.some((t, k) => ASKING.has(t.key) || CLIENT_ASKS.has(t.key) || names(k))) return;
  // Only a sentence that sizes or stages the one company is surely the client's ("12 people", "Series A"); a kind
  // alone ("Boutique employment law firm in Sydney.") may be the field the people must know, and is asked about.
  const sized = words.some((_, k) => sizesClient(ctx, k) || seriesRoundAt(ctx, k) || ctx.phrasesAt(k).some((p) => p.entries.some((e) => e.kind === 'stage' && !e.generic)));
  if (!sized) return;
  const next = ctx.tokens[end]!.key;
  if (!['we', 'i'].includes(next) && !ASKING.has(next) && !CLIENT_ASKS.has(next)) return;
  claimKeepingPlaces(ctx, 0, end);
}

export function extractSelfDescription(ctx: BriefContext): void {
  claimClientSentence(ctx);
  claimMandates(ctx);
  claimClientOffers(ctx);
  claimReasons(ctx);
  claimOwnUnits(ctx);
  let clauseAfterClient = -1;
  for (let i = 0; i < ctx.length; i++) {
    // A clause after a dash may speak of the client too: "nobody from Paycor — we just hired three of theirs".
    const starts = i === 0 || ctx.tokens[i]!.sentenceStart || /:\s*$|\s[-–—]\s*$/.test(ctx.gapBefore(i)) || afterGreeting(ctx, i) || i === clauseAfterClient;
    if (!starts) continue;
    const here = clientHereAt(ctx, i);
    if (here !== null) {
      ctx.claim(i, here);
      clauseAfterClient = here;
      i = here - 1;
      continue;
    }
    const client = openingClient(ctx, i);
    if (client !== null) {
      ctx.claim(i, client.end);
      ctx.claim(...client.verb);
      continue;
    }
    const undertaking = undertakingAt(ctx, i);
    const opener = OPENERS.find((words) => words.every((w, k) => ctx.tokens[i + k]?.key === w || ctx.tokens[i + k]?.folded === w))
      ?? ownSubjectAt(ctx, i) ?? (undertaking === null ? undefined : ctx.tokens.slice(i, undertaking).map((t) => t.key));
    if (!opener) continue;
    // The sentence runs to its last word (before ". ", ";", ":" or " - "), not into what follows.
    let end = i + opener.length;
    while (end < ctx.length && !/[.!?;:\n]|\s[-–—]\s/.test(ctx.gapAfter(end - 1))) end++;
    end = Math.min(end, ctx.length);
    // "We are looking for / hiring ...": the sentence asks for people, except for a clause about
    // the client before it ("Somos uma healthtech de Recife, série A, e estamos buscando um CTO").
    // "a seed fund looking at vertical SaaS": looking at a market is no search for people.
    // The opener's own words ask nothing ("Building a list for our fund:").
    const from = i + opener.length;
    // In an undertaking, which names no people, a word of asking after an article is a noun ("Estoy armando la lista de invitados").
    const noun = (k: number) => undertaking !== null && [DETERMINERS, INDEFINITE_ARTICLES, DEFINITE_ARTICLES].some((articles) => articles.has(ctx.tokens[from + k - 1]?.folded ?? ''));
    const asking = ctx.tokens.slice(from, end).findIndex((t, k) => ASKING.has(t.key) && !(t.key === 'looking' && LOOKING_AT.has(ctx.tokens[from + k + 1]?.key ?? '')) && !noun(k));
    if (asking >= 0) end = clauseEndBefore(ctx, from, from + asking);
    if (end <= i + opener.length) continue;
    // A number says how many are wanted ("we have 20 openings for nurses"), unless it sizes the client ("a 30-person startup").
    // A word with a digit inside ("B2B", "A320", "3PL") is a name, not a number.
    if (ctx.tokens.slice(i, end).some((t, k) => /^\d[\d.,]*\+?$/.test(t.raw) && !CLIENT_SIZE_WORDS.has(ctx.tokens[i + k + 1]?.key ?? ''))) continue;
    if (undertaking !== null && opener.length === undertaking - i) claimUndertaking(ctx, i, end, asking >= 0);
    else ctx.claim(i, end);
    i = end - 1;
  }
}

/**
 * Verbs of someone speaking or wanting, after the client's own person ("Our CISO asked me",
 * "my boss wants", "notre DRH a demandé"): the person is the client's, not one the brief looks for.
 */
const CLIENTS_PERSON_VERBS = new Set([
  'asked', 'asks', 'wants', 'wanted', 'needs', 'needed', 'said', 'says', 'told', 'suggested', 'requested', 'mentioned', 'pinged', 'thinks',
  'pediu', 'quer', 'precisa', 'disse', 'pidio', 'quiere', 'necesita', 'dijo', 'demande', 'veut', 'souhaite', 'dit',
  'bat', 'bittet', 'will', 'mochte', 'braucht', 'sagt', 'sagte', 'vroeg', 'vraagt', 'wil', 'zegt', 'zei',
]);
/** Words that make the possessed person the one wanted: "our next CTO", "my new head of sales". */
const WANTED_MARKERS = new Set(['next', 'new', 'future', 'first', 'ideal', 'dream', 'proximo', 'proxima', 'nuevo', 'nueva', 'prochain', 'prochaine', 'nouveau', 'nouvelle', 'nachste', 'nachsten', 'neue', 'neuen', 'neuer', 'volgende', 'nieuwe']);

/**
 * "Our CISO asked me to find…", "my hiring manager wants…": the client's own people, named as the
 * subject of a verb of speaking or wanting, are claimed so that no role or company is read from
 * them. Up to three words between the possessive and the verb; never "our next CTO".
 */
/** Longest description of the client's own company after its possessive, in words. */
const OWN_COMPANY_REACH = 6;

/**
 * "for our 200-person Series C healthtech", "für unser SaaS-Startup": where the possessive's words
 * (sizes, stages, industries) end in a kind of company, the client's own company, described. Returns
 * its end, or null.
 */
function ownCompanyEnd(ctx: BriefContext, i: number): number | null {
  let end: number | null = null;
  let j = i + 1;
  while (j < ctx.length && j - i <= OWN_COMPANY_REACH && !ctx.tokens[j - 1]!.breakAfter) {
    const token = ctx.tokens[j]!;
    const phrase = ctx.phrasesAt(j)[0];
    // "Series C", "série B": a round, read by its own pattern later.
    if (seriesRoundAt(ctx, j)) {
      j += 2;
      end = j;
    } else if (phrase && phrase.entries.every((e) => e.kind === 'stage' || e.kind === 'industry' || e.kind === 'size')) {
      j = phrase.end;
      end = j;
    } else if (CLIENT_KINDS.has(token.key)) {
      end = ++j;
    } else if (/^\d/.test(token.key) || CLIENT_SIZE_WORDS.has(token.key)) {
      j++;
    } else if (describesKindAhead(ctx, j, i + OWN_COMPANY_REACH)) {
      // "our residential solar company": a word the vocabulary may not know, before the kind it describes.
      j++;
    } else break;
  }
  return end;
}

/** Token j is a free word of no place or people, and a kind of company follows it before `limit` in its clause. */
function describesKindAhead(ctx: BriefContext, j: number, limit: number): boolean {
  for (let k = j; k <= limit && k < ctx.length; k++) {
    const here = ctx.phrasesAt(k).some((p) => p.entries.some((e) => e.kind === 'place' || e.kind === 'role' || e.kind === 'people'));
    if (here || !ctx.isFree(k) || ctx.tokens[k]!.numeric) return false;
    if (k > j && CLIENT_KINDS.has(ctx.tokens[k]!.key)) return true;
    if (ctx.tokens[k]!.breakAfter) return false;
  }
  return false;
}

/** Nouns of a recruiter's assignment, and the words that join it to the company it is for. */
const MANDATES = new Set(['search', 'mandate', 'assignment']);
const MANDATE_LINKS = new Set(['at', 'for', 'with']);
/** How far before "search" the sentence that opens with the assignment may start: "We're running a CFO search". */
const MANDATE_REACH = 6;

/**
 * "For a GC search at a late-stage tech company: …", "Retained search for a Series C healthtech:
 * CTOs in Boston": the company a search is for is the recruiter's client, never what the people's
 * employers must be. Where the brief goes on to name the people, the title searched for is the
 * client's opening too, and the whole opening clause is the client's.
 */
function claimMandates(ctx: BriefContext): void {
  for (let i = 0; i + 2 < ctx.length; i++) {
    if (!MANDATES.has(ctx.tokens[i]!.key) || ctx.tokens[i]!.breakAfter || !MANDATE_LINKS.has(ctx.tokens[i + 1]!.key) || !DETERMINERS.has(ctx.tokens[i + 2]!.key)) continue;
    const end = ownCompanyEnd(ctx, i + 2);
    // The company ends the clause: "a search for a fintech CTO" asks for the CTO.
    if (end === null || (end < ctx.length && !ctx.tokens[end - 1]!.breakAfter) || !ctx.spanFree(i, end)) continue;
    let start = i;
    while (start > 0 && i - start < MANDATE_REACH && !ctx.tokens[start - 1]!.breakAfter) start--;
    const opens = start === 0 || ctx.tokens[start - 1]!.breakAfter;
    const peopleLater = ctx.tokens.slice(end).some((_, k) => ctx.phrasesAt(end + k).some((p) => p.entries.some((e) => e.kind === 'role')));
    ctx.claim(opens && peopleLater && ctx.spanFree(start, i) ? start : i, end);
  }
}

/** The recruiter's client, after a possessive: "our client", "unser Kunde", "notre cliente". */
const CLIENT_NOUNS = new Set(['client', 'customer', 'cliente', 'kunde', 'kundin', 'auftraggeber', 'klant', 'opdrachtgever']);
/** Longest description of the client between its commas: "Unser Kunde, eine Bank in Frankfurt, braucht…". */
const CLIENT_APPOSITION_REACH = 8;

/**
 * "Our client, a bank in Frankfurt, needs Java developers": what the client is, set between
 * commas after "our client", describes the client, never the people's employers. Where it is
 * stays read, as for a client that opens the brief ("Hospital in San Antonio hiring"). Returns
 * where the claimed words end, or null.
 */
function clientApposition(ctx: BriefContext, i: number): number | null {
  const noun = i + 1;
  if (!CLIENT_NOUNS.has(ctx.tokens[noun]?.folded ?? '') || !/,/.test(ctx.gapAfter(noun))) return null;
  const article = ctx.tokens[noun + 1]?.folded ?? '';
  if (!DETERMINERS.has(article) && !INDEFINITE_ARTICLES.has(article)) return null;
  let end = noun + 2;
  while (end < ctx.length && end - noun <= CLIENT_APPOSITION_REACH && !ctx.placePrepositionAt(end) && !ctx.tokens[end - 1]!.breakAfter && !/,/.test(ctx.gapAfter(end - 1))) end++;
  if (end - noun > CLIENT_APPOSITION_REACH || !ctx.spanFree(i, end)) return null;
  return end;
}

export function extractClientsOwnPeople(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!CLIENT_POSSESSIVES.has(ctx.tokens[i]!.folded)) continue;
    const apposition = clientApposition(ctx, i);
    if (apposition !== null) {
      ctx.claim(i, apposition);
      i = apposition - 1;
      continue;
    }
    const company = ownCompanyEnd(ctx, i);
    if (company !== null) {
      ctx.claim(i, company);
      // "Voor ons ziekenhuis in Gent": where the client's own company is, left to be read.
      if (ctx.placePrepositionAt(company) && ctx.capitalised(company + 1)) {
        for (let k = company; k <= company + 1 || (k < ctx.length && !ctx.tokens[k - 1]!.breakAfter && ctx.capitalised(k)); k++) ctx.clientPlaces.add(k);
      }
      i = company - 1;
      continue;
    }
    // "their take on our product", "our engineering team": the client's own function is no role wanted.
    const longest = ctx.phrasesAt(i + 1)[0];
    if (longest && !ctx.tokens[i]!.breakAfter && longest.entries.every((e) => e.kind === 'role' && e.group)) {
      ctx.claim(i, longest.end);
      continue;
    }
    for (let verb = i + 2; verb <= i + 4 && verb < ctx.length; verb++) {
      if (!CLIENTS_PERSON_VERBS.has(ctx.tokens[verb]!.folded)) continue;
      // "notre DRH a demandé": the auxiliary is among the words between.
      const between = ctx.tokens.slice(i + 1, verb);
      if (between.some((t) => WANTED_MARKERS.has(t.folded)) || !ctx.spanUnbroken(i, verb + 1) || !ctx.spanFree(i, verb)) break;
      ctx.claim(i, verb + 1);
      i = verb;
      break;
    }
  }
  claimClientAsides(ctx);
}

/** What the people will be for the client, not what they are: "12 speakers who are CFOs", "veteran teachers ... to be mentors", "a technical co-founder: someone who...". */
const PURPOSE_NOUNS = new Set(['speaker', 'panelist', 'panellist', 'mentor', 'keynote', 'moderator', 'guest', 'interviewee', 'juror', 'host']);
const WHO_ARE = [['who', 'are'], ['who', 're'], ['that', 'are']];

/** Words that open a definition of who qualifies: "a technical co-founder: someone who has been a staff engineer". */
const DEFINED_BY = new Set(['someone', 'somebody', 'anyone', 'people', 'person']);
const HELD = new Set(['been', 'is', 'are', 'was', 'were']);

/** A title right before "X: someone who ..." is what the person will be; what follows says who qualifies. */
function claimDefinedTitle(ctx: BriefContext, colon: number): void {
  if (!/^\s*:\s*$/.test(ctx.gapAfter(colon)) || !DEFINED_BY.has(ctx.tokens[colon + 1]?.key ?? '') || !['who', 'that'].includes(ctx.tokens[colon + 2]?.key ?? '')) return;
  // Only where the definition names a title they have held ("someone who has been a staff engineer"); "a nurse: someone who has worked in ICU" adds to the title.
  const been = ctx.tokens.slice(colon + 3, colon + 6).findIndex((t) => HELD.has(t.key));
  if (been < 0) return;
  const titleAt = colon + 3 + been + 1 + (['a', 'an'].includes(ctx.tokens[colon + 3 + been + 1]?.key ?? '') ? 1 : 0);
  const titled = ctx.tokens.slice(titleAt, titleAt + 4).findIndex((_, k) => ctx.phrasesAt(titleAt + k).some((p) => p.entries.some((e) => e.kind === 'role')));
  if (titled < 0) return;
  for (let k = Math.max(0, colon - 3); k <= colon; k++) {
    if (ctx.phrasesAt(k).some((p) => p.end === colon + 1 && p.entries.some((e) => e.kind === 'role'))) {
      ctx.claim(k, colon + 1);
      return;
    }
  }
}

/** The client's work people are hired for: "for a data center build", "for a hospital project". */
const ENGAGEMENTS = new Set([
  'build', 'project', 'rollout', 'installation', 'fit-out', 'fitout', 'shutdown', 'turnaround', 'refurbishment', 'refurb', 'renovation', 'opening',
]);
/** How many words of what is built may stand between "for a" and the engagement ("for a new 40MW data center build"). */
const ENGAGEMENT_REACH = 5;

/**
 * "electricians ... for a data center build", "nurses for a hospital opening": what the client's
 * job is, never an industry or a skill the people must have (a data center is no cloud company's).
 */
function claimEngagement(ctx: BriefContext, i: number): void {
  if (ctx.tokens[i]!.key !== 'for' || !DETERMINERS.has(ctx.tokens[i + 1]?.key ?? '')) return;
  for (let k = i + 2; k < Math.min(ctx.length, i + 2 + ENGAGEMENT_REACH); k++) {
    if (ENGAGEMENTS.has(ctx.tokens[k]!.key)) {
      // Part of a title ("for a project manager", "for a site reliability engineer") is the people.
      const titled = ctx.tokens.slice(i + 2, k + 2).some((_, n) => ctx.phrasesAt(i + 2 + n).some((p) => p.end > k && p.entries.some((e) => e.kind === 'role')));
      if (!titled && ctx.spanUnbroken(i, k + 1) && ctx.spanFree(i, k + 1)) ctx.claim(i, k + 1);
      return;
    }
    if (ctx.tokens[k]!.breakAfter) return;
  }
}

/**
 * "who would be up for speaking", "up for a quick call", "open to a chat": whether people will talk
 * to the client is what the outreach will find out, no fact of anyone's profile (nor a field:
 * "speaking" had become a topic the people's text must show).
 */
const WILLING = [['up', 'for'], ['open', 'to'], ['happy', 'to'], ['willing', 'to'], ['keen', 'to']];
const TALKS = new Set(['speaking', 'speak', 'talking', 'talk', 'chat', 'chatting', 'call', 'conversation', 'interview', 'coffee', 'intro']);
const TALK_FILLER = new Set(['a', 'an', 'quick', 'short', 'brief', 'first', 'us', 'with']);

function claimWillingToTalk(ctx: BriefContext, i: number): void {
  const willing = WILLING.find((words) => words.every((w, k) => ctx.key(i + k) === w));
  if (!willing) return;
  let k = i + willing.length;
  while (k < ctx.length && TALK_FILLER.has(ctx.key(k) ?? '') && k - i < willing.length + 3) k++;
  if (!TALKS.has(ctx.key(k) ?? '') || !ctx.spanFree(i, k + 1) || !ctx.spanUnbroken(i, k + 1)) return;
  ctx.claim(i, k + 1);
}

/** Verbs of a search done for someone else: "Recruiting for a …", "Hiring for a …". */
const RECRUITING_FOR = new Set(['recruiting', 'hiring', 'sourcing', 'headhunting', 'staffing']);

/**
 * "Recruiting for a boutique strategy firm:", "quality engineers for a medical device plant in
 * Limerick": the employer the people are wanted for is the client, no industry or topic of theirs.
 * Its place, after it, stays to be read (where the work is).
 */
/**
 * "On cherche 5 électromécaniciens pour une usine agroalimentaire à Saint-Hyacinthe", "Pour un
 * hôpital …, nous cherchons": the other languages' employer the people are wanted for, after its
 * article, with the words that qualify it up to where it is; its place stays to be read.
 */
function claimClientServedIn(ctx: BriefContext, i: number): void {
  const forA = ctx.language === 'en' ? undefined : FOR_A[ctx.language];
  if (!forA || ctx.tokens[i]!.folded !== forA.for || !forA.articles.has(ctx.tokens[i + 1]?.folded ?? '') || ctx.tokens[i]!.breakAfter) return;
  const opens = i === 0 || ctx.tokens[i]!.sentenceStart;
  const afterPeople = peopleEndBefore(ctx, i);
  if (!opens && !afterPeople) return;
  for (let k = i + 2; k < Math.min(ctx.length, i + 2 + ENGAGEMENT_REACH); k++) {
    if (CLIENT_KINDS.has(ctx.tokens[k]!.key) || CLIENT_KINDS.has(ctx.tokens[k]!.folded)) {
      // The words after the noun qualify it ("usine agroalimentaire") up to its place, a break or a place's own name.
      let end = k + 1;
      while (end < ctx.length && !ctx.tokens[end - 1]!.breakAfter && ctx.isFree(end) && !ctx.placePrepositionAt(end) && !ctx.capitalised(end)
        && !ctx.phrasesAt(end).some((p) => p.entries.some((e) => e.kind === 'place' || e.kind === 'role' || e.kind === 'people'))) end++;
      if (ctx.spanUnbroken(i, k + 1) && ctx.spanFree(i, k + 1)) ctx.claim(i, end);
      return;
    }
    if (ctx.tokens[k]!.breakAfter) return;
  }
}

function claimClientServed(ctx: BriefContext, i: number): void {
  claimClientServedIn(ctx, i);
  if (ctx.tokens[i]!.key !== 'for' || !DETERMINERS.has(ctx.tokens[i + 1]?.key ?? '') || ctx.tokens[i]!.breakAfter) return;
  const before = ctx.tokens[i - 1];
  const searching = before && RECRUITING_FOR.has(before.key);
  const afterPeople = peopleEndBefore(ctx, i);
  // "For a faith-based private school in Atlanta: high school math teachers …": an opening clause of its own.
  const opens = i === 0 || ctx.tokens[i]!.sentenceStart;
  if (!searching && !afterPeople && !opens) return;
  const clauseEnds = (from: number) => ctx.tokens.slice(from, from + 4).some((_, n) => /[:,]/.test(ctx.gapAfter(from + n)));
  for (let k = i + 2; k < Math.min(ctx.length, i + 2 + ENGAGEMENT_REACH); k++) {
    if (CLIENT_KINDS.has(ctx.tokens[k]!.key) && (k + 1 === ctx.length || ctx.tokens[k]!.breakAfter || !CLIENT_KINDS.has(ctx.tokens[k + 1]!.key))
      && (searching || afterPeople || clauseEnds(k))) {
      if (ctx.spanUnbroken(i, k + 1) && ctx.spanFree(i, k + 1)) claimKeepingPlaces(ctx, searching ? i - 1 : i, k + 1);
      return;
    }
    if (ctx.tokens[k]!.breakAfter) return;
  }
}

export function claimPurposeNouns(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    claimDefinedTitle(ctx, i);
    claimEngagement(ctx, i);
    claimClientServed(ctx, i);
    claimWillingToTalk(ctx, i);
    if (!ctx.isFree(i) || !PURPOSE_NOUNS.has(ctx.tokens[i]!.key)) continue;
    // "... to be mentors"
    if (i >= 2 && ctx.tokens[i - 2]!.key === 'to' && ctx.tokens[i - 1]!.key === 'be' && ctx.spanUnbroken(i - 2, i + 1) && ctx.spanFree(i - 2, i)) {
      ctx.claim(i - 2, i + 1);
      continue;
    }
    // "12 speakers who are CFOs at European neobanks"
    const whoAre = WHO_ARE.find((words) => words.every((w, k) => ctx.tokens[i + 1 + k]?.key === w) && ctx.spanUnbroken(i, i + 1 + words.length));
    if (whoAre && ctx.spanFree(i, i + 1 + whoAre.length)) ctx.claim(i, i + 1 + whoAre.length);
  }
}

/** What the people would become for the client, named as a title: "design partners", "teacher-ambassadors". */
const PURPOSE_TITLES = new Set(['partner', 'ambassador', 'tester', 'adopter']);
const PURPOSE_TITLE_HEADS = new Set(['design', 'brand', 'beta', 'early', 'teacher', 'student', 'campus', 'customer']);

/**
 * "CS leaders … we are looking for design partners", "recruiting teacher-ambassadors. Looking for
 * high school math teachers": beside the people the brief describes, the part they would play for
 * the client is no second title to accept instead (any "Design Partner" had been verified).
 */
export function purposeTitles(ctx: BriefContext): void {
  const roles = ctx.factsOf('role').filter((r) => !r.exclude);
  const purpose = (role: (typeof roles)[number]) => {
    const words = ctx.tokens.slice(role.start, role.end).map((t) => t.key);
    return words.length === 2 && PURPOSE_TITLE_HEADS.has(words[0]!) && PURPOSE_TITLES.has(words[1]!);
  };
  if (roles.every(purpose)) return;
  for (const role of roles.filter(purpose)) ctx.facts.splice(ctx.facts.indexOf(role), 1);
}
