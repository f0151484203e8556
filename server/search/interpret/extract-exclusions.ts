// Exclusions: what the brief rules out, as criteria of their own. "outside the US", "not in
// London" (places), "never worked at Google", "not at Meta", "but not from Zalando", "excluding
// anyone currently at Shopify", "except people from Salesforce or Oracle", "no one from Delivery
// Hero", "other than Spotify", "non-FAANG" (companies), "no recruiters" (roles). They run before
// the company triggers, which would otherwise read "never worked at Google" as "worked at Google".
import type { BriefContext, Fact, FactOf } from './context';
import type { LexEntry } from './lexicon';
import { readNameList } from './extract-companies';
import { foreignProfessionEnd, lexiconRoleFact } from './extract-occupations';
import { foldText } from '../text/normalise';
import { CONNECTORS } from './words-i18n';
import { BEFORE_WHAT_IS_LEFT, LEAVING_TO_COME, LEFT } from './extract-timing';
import { SENIORITIES } from '../vocab/seniority';
import { NEGATED_BEFORE } from './coverage';

type When = 'current' | 'past' | 'ever';

interface Trigger {
  words: string[];
  /** What a company after it is cleared of; null: decided by the words after it ("currently at", "from"). */
  when: When | null;
  /** Places may follow (a company-only trigger such as "never worked at" does not take places). */
  places: boolean;
  /** Only places and companies follow: "outside sales representatives" are salespeople, never "not sales". */
  whereOnly: boolean;
}

const t = (phrase: string, when: When | null, places = true): Trigger => ({ words: phrase.split(' '), when, places, whereOnly: false });
/** A trigger of where people are not ("outside", "not based in"). */
const where = (phrase: string): Trigger => ({ ...t(phrase, null), whereOnly: true });

// Longest first at a position.
const TRIGGERS: Trigger[] = [
  t('who have never worked at', 'ever', false), t('who have never worked for', 'ever', false), t('who has never worked at', 'ever', false),
  t('who ve never worked at', 'ever', false), t('have never worked at', 'ever', false), t('has never worked at', 'ever', false),
  t('have never worked for', 'ever', false), t('never worked at', 'ever', false), t('never worked for', 'ever', false),
  t('never been at', 'ever', false), t('never at', 'ever', false), t('never with', 'ever', false),
  t('who have not worked at', 'ever', false), t('who haven t worked at', 'ever', false), t('have not worked at', 'ever', false), t('haven t worked at', 'ever', false),
  t('has not worked at', 'ever', false), t('hasn t worked at', 'ever', false), t('have not worked for', 'ever', false), t('haven t worked for', 'ever', false),
  t('who don t work at', 'current', false), t('who do not work at', 'current', false), t('who doesn t work at', 'current', false),
  t('don t work at', 'current', false), t('do not work at', 'current', false), t('doesn t work at', 'current', false),
  t('not currently at', 'current', false), t('not working at', 'current', false), t('not working for', 'current', false),
  t('not employed at', 'current', false), t('not employed by', 'current', false), t('not at', 'current', false),
  t('no one from', null), t('noone from', null), t('nobody from', null), t('no one at', 'current', false), t('nobody at', 'current', false),
  t('no people from', null), t('no candidates from', null), t('not from', null), t('none from', null), t('nothing', null),
  // "nobody who works at McKinsey", "Nobody still working as a consultant": the words after decide (FILLERS, then "at" or the role).
  t('nobody', null), t('noone', null),
  t('not ex', 'past', false), t('no ex', 'past', false),
  where('not based in'), where('not located in'), t('not in', null), where('outside of'), where('outside'),
  where('anywhere but'), where('anywhere except'), where('everywhere but'), t('anyone but', null), t('anybody but', null), where('fora de'), where('buiten'),
  t('not interested in', null), t('no interest in', null), t('avoid', null), t('excluding', null), t('exclude', null), t('except for', null), t('except', null), t('other than', null), t('apart from', null),
  t('leave out', null), t('leaving out', null), t('omit', null), t('omitting', null), t('skip', null), t('not including', null),
  t('but not', null), t('minus', null), t('no', null), t('non', 'ever', false), t('not', null),
  where('ausserhalb'), t('ausser', null), t('nicht bei', 'current', false), where('hors de'), t('sauf', null), t('sauf chez', 'current', false),
  where('fuera de'), t('excepto', null), t('don t', null), t('do not', null), t('does not', null), t('doesn t', null),
  t('weren t at', 'ever', false), t('wasn t at', 'ever', false), t('aren t', null), t('isn t', null), t('weren t', null), t('wasn t', null),
  // Portuguese, Spanish, French, German and Dutch ("exceto quem trabalha na Farfetch", "nadie de Globant", "niemand von SAP").
  t('nao queremos', null), t('nao', null), t('exceto', null), t('exclua', null), t('excluindo', null), t('ninguem', null), t('nem', null),
  t('nada de', null), t('nadie', null), t('salvo', null), t('excluyendo', null), t('ni', null),
  t('excepte', null), t('personne', null), t('hormis', null), t('pas de', null), t('aucun', null), t('aucune', null),
  t('ninguno', null), t('ninguna', null), t('ningun', null), t('nenhum', null), t('nenhuma', null), t('keiner', null),
  // French splits its "not" around the verb: "qui ne sont pas chez Criteo", "qui n'ont jamais travaillé chez".
  t('ne sont pas chez', 'current', false), t('ne travaillent pas chez', 'current', false), t('ne travaille pas chez', 'current', false),
  t('n ont jamais travaille chez', 'ever', false), t('n a jamais travaille chez', 'ever', false), t('pas chez', 'current', false),
  t('ne sont pas', null), t('ne soient pas', null), t('ne sont plus', null),
  t('niemand', null), t('ausgenommen', null), t('nicht von', 'ever'), t('nicht aus', 'ever'), t('keine', null), t('keinen', null), t('kein', null), t('nicht', null),
  t('behalve', null), t('niet van', 'ever'), t('niet bij', 'current', false), t('uitgezonderd', null), t('geen', null), t('niet', null),
];

/** People words a trigger may put before the name: "excluding anyone currently at Shopify". */
const FILLERS = new Set([
  'the', 'anyone', 'anybody', 'people', 'person', 'someone', 'those', 'folk', 'candidate', 'employee', 'staff', 'profile', 'who', 'is', 'are',
  'any', 'hire', 'hiring', 'want', 'include', 'including', 'consider', 'source', 'contact', 'approach', 'poach', 'target', 'recruit', 'show',
  'return', 'send', 'need', 'one', 'ones', 'cv', 'resume', 'please', 'still', 'working', 'works', 'as', 'a', 'an',
  // The other languages' people and verbs before the name: "quem trabalha na", "gente que venga de", "ceux qui viennent de".
  'quem', 'que', 'qui', 'gente', 'pessoa', 'persona', 'ceux', 'celles', 'leute', 'jemand', 'iemand', 'mensen', 'alguien',
  'tirar', 'contratar', 'trabalha', 'trabalham', 'trabaja', 'trabajan', 'travaille', 'travaillent', 'arbeitet', 'arbeiten', 'werkt', 'werken',
  // Their subjunctives after "que no" / "que não": "que no trabajen en consultoras", "que não estejam em consultorias".
  'trabajen', 'trabaje', 'esten', 'este', 'trabalhem', 'trabalhe', 'estejam', 'esteja', 'travaillant',
  'venga', 'vengan', 'venha', 'venham', 'vem', 'vienen', 'viene', 'vient', 'viennent', 'kommt', 'kommen', 'komt', 'komen',
  // "no puede venir de Mercado Libre", "pas de profils venant de Credit Suisse", "não pode vir da".
  'puede', 'pueden', 'pode', 'podem', 'peut', 'peuvent', 'kann', 'konnen', 'kan', 'kunnen', 'venir', 'vir', 'venant', 'provenant', 'vindo', 'viniendo', 'profil',
  // The verb "be" of "que não sejam de Lisboa", "que no sean de Madrid", "qui ne soient pas de Paris".
  'sejam', 'seja', 'sean', 'sea', 'soient', 'soit', 'estejam', 'esteja', 'esten', 'este',
  // Quebec's "du monde" for people: "pas de monde de chez Olymel"; the ones and the relative before where they are
  // ("excepto los de Quirónsalud", "niemand die bij Philips werkt").
  'monde', 'los', 'las', 'les', 'die', 'candidat', 'candidato', 'candidata', 'kandidat', 'kandidaat',
  // The double negation after a verb of wanting: "não queremos ninguém que", "no queremos a nadie de".
  'ninguem', 'nadie',
]);
/** Words for the client's own companies before their names: "exclude current customers Gong and Outreach". */
const CLIENTS_COMPANIES = new Set(['customer', 'client', 'competitor', 'partner', 'cliente', 'concorrente', 'competidor', 'concurrent', 'kunde', 'wettbewerber', 'klant', 'concurrent']);
/** FILLERS that name an employer's people ("staff at", "employees of"). */
const EMPLOYER_PEOPLE = new Set(['staff', 'employee']);
/** Bare negations that rule out only roles ("no recruiters", "keine Freelancer"), never a name after them. */
const NO_WORDS = new Set(['no', 'not', 'kein', 'keine', 'keinen', 'geen', 'nobody', 'noone']);
/** The other languages' one-word connectors of a kind (words-i18n.ts), folded. */
const connectors = (kind: 'from' | 'at' | 'or' | 'and') => Object.values(CONNECTORS).flatMap((c) => c[kind]).filter((w) => !w.includes(' ')).map(foldText);
/** Words after which a negative list goes on: "Samsung nem da Honda", "Accenture ni de Globant". */
const NEGATIVE_LINKS = new Set(['nor', 'nem', 'ni', 'noch']);
/** Words that join what a list rules out, in any of the languages. */
const LIST_LINKS = new Set(['or', 'and', ...NEGATIVE_LINKS, ...connectors('or'), ...connectors('and')]);
/** "ex-Stripe", "ehemalige": the name after them is a past employer. */
const FORMER = new Set(['ex', 'ex-', 'former', 'ehemals', 'ehemalige', 'ehemaliger', 'voormalig', 'voormalige']);
/** The other languages' words before the name, and whose employer they make it: "von SAP" (ever), "na Farfetch" (now). */
const FOREIGN_FROM = new Set(connectors('from').filter((w) => !FORMER.has(w)));
const FOREIGN_AT = new Set(connectors('at'));

/** Past a list's link and the preposition that may repeat after it ("nem da Honda"): where the next name starts. */
function afterLink(ctx: BriefContext, link: number): number {
  return FOREIGN_FROM.has(ctx.key(link + 1) ?? '') && ctx.isFree(link + 1) && ctx.capitalised(link + 2) ? link + 2 : link + 1;
}

interface Listed {
  kind: 'place' | 'company' | 'role';
  start: number;
  end: number;
  names?: string[];
  entry?: LexEntry;
}

/** A role phrase at i ("recruiters", "agency recruiters"): only for the short triggers "no", "not", "excluding". */
function roleAt(ctx: BriefContext, i: number): { end: number; entry: Extract<LexEntry, { kind: 'role' }> } | null {
  const found = ctx.kindAt(i, 'role');
  return found && found.entry.kind === 'role' ? { end: found.end, entry: found.entry } : null;
}

/** Token i is a bare "no" right after a role phrase (the lexicon's or another language's profession) (only a space between) and before a capitalised name. */
function noAfterRole(ctx: BriefContext, i: number): boolean {
  if (i === 0 || !/^ +$/.test(ctx.gapBefore(i)) || !/^\p{Lu}/u.test(ctx.tokens[i + 1]?.raw ?? '')) return false;
  for (let start = i - 1; start >= Math.max(0, i - 4); start--) if (roleAt(ctx, start)?.end === i || foreignProfessionEnd(ctx, start) === i) return true;
  return false;
}


/**
 * A country or town people left is where they are not now: "A320 pilots who left Portugal" are
 * outside Portugal (a company left is a past employer, read with its dates by extract-timing).
 */
function placesLeft(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const verb = ctx.tokens[i]!;
    if (!ctx.isFree(i) || verb.breakAfter || !LEFT.has(verb.folded) || LEAVING_TO_COME.has(verb.folded)) continue;
    let at = i + 1;
    while (at < i + 3 && ctx.isFree(at) && BEFORE_WHAT_IS_LEFT.has(ctx.tokens[at]?.folded ?? '') && !ctx.tokens[at]!.breakAfter) at++;
    const place = ctx.kindAt(at, 'place');
    if (!place || place.entry.kind !== 'place' || place.entry.demonym || place.entry.weak) continue;
    ctx.addFact({ kind: 'place', place: place.entry.place, exclude: true, start: i, end: place.end, text: ctx.text(i, place.end) });
    i = place.end - 1;
  }
}

export function extractExclusions(ctx: BriefContext): void {
  placesLeft(ctx);
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    for (const trigger of TRIGGERS) {
      // In Portuguese "no"/"non" are no negation: "no Brasil" is "in Brazil".
      if (ctx.language === 'pt' && (trigger.words[0] === 'no' || trigger.words[0] === 'non')) continue;
      // Nor is a bare "no" right after the role, before a name ("arquitetos no Porto", a brief too
      // short to tell its language): English puts a comma or a dash there ("designers, no London").
      if (trigger.words.length === 1 && trigger.words[0] === 'no' && noAfterRole(ctx, i)) continue;
      // "ya no", "já não": no longer there, a past employer (extract-companies'), never one ruled out.
      if (['ya', 'ja'].includes(ctx.tokens[i - 1]?.folded ?? '')) continue;
      // A trigger that starts a phrase of the lexicon is that phrase's word: "non-profits", "not-for-profit".
      if (ctx.phrasesAt(i).some((p) => p.end > i + trigger.words.length)) continue;
      const wordAt = (k: number, w: string) => ctx.tokens[k]!.key === w || ctx.tokens[k]!.folded === w;
      if (!trigger.words.every((w, k) => ctx.isFree(i + k) && wordAt(i + k, w) && (k === trigger.words.length - 1 || !ctx.tokens[i + k]!.breakAfter))) continue;
      let at = i + trigger.words.length;
      let when = trigger.when;
      let single = trigger.words.length === 1 && !trigger.whereOnly ? trigger.words[0]! : null;
      // "Niemand, der aktuell bei X ist", "nobody, who is at X": the relative clause after a comma says whom.
      if (ctx.tokens[at - 1]?.breakAfter && /^\s*,\s*$/.test(ctx.gapBefore(at)) && RELATIVES.has(ctx.tokens[at]?.folded ?? '') && ctx.isFree(at)) at++;
      // "excluding anyone currently at X", "except people from X", "other than at X"
      while (at < ctx.length && ctx.isFree(at) && (FILLERS.has(ctx.tokens[at]!.key) || FILLERS.has(ctx.tokens[at]!.folded)) && !ctx.tokens[at - 1]!.breakAfter) at++;
      // "excluding anyone currently at X", "excluding current Amazon employees"
      const currently = currentlyAt(ctx, at);
      if (currently > 0) {
        when = 'current';
        at += currently;
        // "no one currently working as a consultant"
        while (at < ctx.length && ctx.isFree(at) && FILLERS.has(ctx.tokens[at]!.key) && !ctx.tokens[at - 1]!.breakAfter) at++;
      }
      // "exclude (our) current customers Gong and Outreach": what follows are companies, even names the lexicon knows as tools.
      const clients = at;
      while (at < ctx.length && ctx.isFree(at) && (['our', 'my', 'their'].includes(ctx.tokens[at]!.key) || CLIENTS_COMPANIES.has(ctx.tokens[at]!.key)) && !ctx.tokens[at]!.breakAfter) at++;
      const companiesNamed = ctx.tokens.slice(clients, at).some((token) => CLIENTS_COMPANIES.has(token.key));
      if (!companiesNamed) at = clients;
      // Words for an employer's people lead to the employer ("excluding staff at Google"), never to a
      // place: "senior engineers but not staff in Berlin" rules out a level, not Berlin.
      if (ctx.tokens[at]?.key === 'in' && ctx.tokens.slice(i + trigger.words.length, at).some((t) => EMPLOYER_PEOPLE.has(t.key))) continue;
      if (['at', 'from', 'with', 'for', 'in', 'of'].includes(ctx.tokens[at]?.key ?? '') && ctx.isFree(at) && at > i + trigger.words.length - 1) {
        const word = ctx.tokens[at]!.key;
        if (when === null) when = word === 'from' ? 'ever' : word === 'in' || word === 'of' ? null : 'current';
        at++;
      } else if ((FOREIGN_FROM.has(ctx.tokens[at]?.key ?? '') || FOREIGN_AT.has(ctx.tokens[at]?.key ?? '')) && ctx.isFree(at) && (ctx.language !== 'en' || ctx.tokens[at]!.key !== 'no')) {
        if (when === null) when = FOREIGN_FROM.has(ctx.tokens[at]!.key) ? 'ever' : 'current';
        at++;
        // "personne de chez Olymel": French "from" before "at" is one preposition.
        if (ctx.tokens[at - 1]!.key === 'de' && ctx.tokens[at]?.key === 'chez' && ctx.isFree(at) && !ctx.tokens[at - 1]!.breakAfter) at++;
      }
      // "not hire anyone currently at X": a bare "not"/"no" that reached a name through such words reads it.
      if (at > i + trigger.words.length && NO_WORDS.has(single ?? '')) single = 'excluding';
      if (FORMER.has(ctx.tokens[at]?.key ?? '')) {
        when = 'past';
        at++;
      }
      // What the next sentence names is not what this one rules out ("not hiring. Brokers in Chicago").
      if (at > i && /[.!?;]/.test(ctx.gapBefore(at))) continue;
      const listed = readExcluded(ctx, at, trigger.places && !companiesNamed, companiesNamed ? 'companies' : single);
      if (listed.length === 0) continue;
      const end = listed.at(-1)!.end;
      const text = ctx.text(i, end);
      ctx.claim(i, end);
      const companies = listed.filter((l) => l.kind === 'company');
      if (companies.length > 0) {
        // "other than X" after "companies": where they work now; otherwise ever (never there).
        const fallback: When = ['other', 'than'].every((w, k) => trigger.words[k] === w) ? 'current' : 'ever';
        ctx.addFact({ kind: 'company', when: when ?? fallback, names: companies.flatMap((c) => c.names ?? []), exclude: true, start: i, end, text }, false);
      }
      for (const l of listed) {
        if (l.kind === 'place' && l.entry?.kind === 'place') ctx.addFact({ kind: 'place', place: l.entry.place, exclude: true, start: l.start, end: l.end, text }, false);
        if (l.kind === 'role' && l.entry?.kind === 'role') {
          const key = ctx.tokens.slice(l.start, l.end).map((t) => t.key).join(' ');
          ctx.addFact({ ...lexiconRoleFact(ctx, key, l.entry, l.start, l.end), exclude: true, text }, false);
        }
      }
      break;
    }
  }
}

/** The other languages' definite articles before a name: "niemand aus den Big Four", "personne de la Société Générale". */
const NAME_ARTICLES = new Set(['der', 'die', 'das', 'den', 'dem', 'het', 'la', 'le', 'les', 'l', 'el', 'los', 'las', 'o', 'os', 'as']);

/** The places, companies or roles after an exclusion trigger, joined by "or", "and" or commas. */
function readExcluded(ctx: BriefContext, at: number, places: boolean, single: string | null): Listed[] {
  // After words for the client's companies, names only: "customers Gong and Outreach".
  const namesOnly = single === 'companies';
  const out: Listed[] = [];
  while (at < ctx.length && ctx.isFree(at)) {
    if (ctx.tokens[at]!.key === 'the' || (NAME_ARTICLES.has(ctx.tokens[at]!.folded) && ctx.capitalised(at + 1) && !ctx.tokens[at]!.breakAfter)) at++;
    const place = places ? ctx.kindAt(at, 'place') : null;
    // A town only the whole map knows is more likely an employer here ("nem da Honda").
    const placeOk = place && place.entry.kind === 'place' && !place.entry.demonym && !place.entry.letterCode && !place.entry.weak;
    // Roles only after the short triggers: "no recruiters", "excluding recruiters", "not agency recruiters".
    // "non-executive directors" is a title of its own: "non" rules out companies ("non-FAANG"), never a role.
    const role = !namesOnly && ((single !== null && single !== 'non') || out.some((o) => o.kind === 'role')) ? roleAt(ctx, at) : null;
    if (role && !role.entry.generic && (!placeOk || role.end >= place!.end)) {
      out.push({ kind: 'role', start: at, end: role.end, entry: role.entry });
      at = role.end;
    } else if (placeOk) {
      out.push({ kind: 'place', start: at, end: place!.end, entry: place!.entry });
      at = place!.end;
    } else if (NO_WORDS.has(single ?? '') || single === 'non' && out.length > 0) {
      break;
    } else {
      // In the other languages a town only the whole map knows is the employer here ("nem da Honda"); placeOk took the places people live in.
      const list = readNameList(ctx, at, ctx.language !== 'en' || namesOnly);
      const first = list?.reads[0];
      if (!list || !first) break;
      if (first.kind === 'place' && !places) {
        // After a trigger of employers only ("never worked at Kirkland"), a town's name is the employer's.
        const names = list.reads.length === 1 && ctx.capitalised(at) ? [ctx.text(at, list.end)] : [];
        if (names.length === 0) break;
        out.push({ kind: 'company', start: at, end: list.end, names });
      } else if (first.kind === 'place') {
        for (const read of list.reads) if (read.kind === 'place') out.push({ kind: 'place', start: at, end: read.end, entry: { kind: 'place', place: read.place, needsCapital: false, weak: false, demonym: false, letterCode: false, lowerAfterPreposition: false } });
      } else {
        out.push({ kind: 'company', start: at, end: list.end, names: list.reads.flatMap((r) => (r.kind === 'company' ? r.names : [])) });
      }
      at = list.end;
      // "da Samsung nem da Honda", "ni de Accenture": a negative link goes on with the same exclusion.
      if (!NEGATIVE_LINKS.has(ctx.key(at) ?? '') || !ctx.isFree(at)) return out;
      at = afterLink(ctx, at);
      continue;
    }
    const sep = ctx.tokens[at]?.key;
    if (LIST_LINKS.has(sep ?? '') && ctx.isFree(at)) at = afterLink(ctx, at);
    else if (!/^\s*[,/]\s*$/.test(ctx.gapBefore(at)) || ctx.tokens[at - 1]?.breakAfter && !/^\s*,\s*$/.test(ctx.gapBefore(at))) break;
    if (!ctx.isFree(at)) break;
    const before = out.length;
    const next = places ? ctx.kindAt(at, 'place') : null;
    const nextRole = roleAt(ctx, at);
    if (!next && !(nextRole && out.at(-1)?.kind === 'role')) break;
    if (out.length === before && !next && !nextRole) break;
  }
  return out;
}

/** The triggers that rule out whoever follows them: a title or a level read after the exclusions ("no founding engineers", "no juniors"). */
const ROLE_TRIGGERS = TRIGGERS.filter((trigger) => trigger.when === null && !trigger.whereOnly);
/** And those that rule out an employer ("not at startups", "never worked at a bank"). */
const EMPLOYER_TRIGGERS = TRIGGERS.filter((trigger) => !trigger.whereOnly);
/** The kinds of fact no criterion can rule out: after a negation the brief asks about them. */
const NOT_NEGATABLE = new Set<Fact['kind']>(['stage', 'industry', 'skill', 'topic', 'language', 'education']);

/** "without" and the brief's own language's words for it and for "not" ("sem juniores", "ohne Java", "pas de juniors"), as triggers. */
const withoutTriggers = new Map<BriefContext['language'], Trigger[]>();
function negationTriggers(language: BriefContext['language'], triggers: Trigger[]): Trigger[] {
  if (!withoutTriggers.has(language)) {
    withoutTriggers.set(language, [
      // A short brief's language may read as English ("Entwickler in Berlin ohne Java"); "sem" is also the skill SEM.
      'without', 'ohne', 'zonder', 'sans', 'sin',
      ...(language === 'en' ? [] : [...CONNECTORS[language].without, ...CONNECTORS[language].not]),
    ].map((phrase) => t(foldText(phrase), null)));
  }
  return [...triggers, ...withoutTriggers.get(language)!];
}
/** What may stand between a negation and what it rules out: "without experience in Java", "sans expérience en Java". */
const BETWEEN_NEGATION = new Set([
  'a', 'an', 'experience', 'experiencia', 'erfahrung', 'ervaring', 'in', 'en', 'em', 'mit', 'met', 'with', 'con', 'com', 'avec', 'de', 'knowledge', 'of',
  // "not too senior", "nicht zu senior", "pas trop junior": the level ruled out (read without them it was the level sought).
  'too', 'overly', 'zu', 'trop', 'demasiado', 'muito', 'te',
]);

/** Where the negation that ends right before token `at` starts (past "any", "the", "a"), free and in one stretch of the brief; or null. */
function negationBefore(ctx: BriefContext, at: number, triggers: Trigger[]): number | null {
  let before = at;
  const skipped = (token: { key: string; folded: string }) => FILLERS.has(token.key) || BETWEEN_NEGATION.has(token.key) || BETWEEN_NEGATION.has(token.folded);
  while (before > 0 && ctx.isFree(before - 1) && skipped(ctx.tokens[before - 1]!) && !ctx.tokens[before - 1]!.breakAfter) before--;
  const endingAt = (end: number) =>
    negationTriggers(ctx.language, triggers).find(({ words }) => {
      const start = end - words.length;
      if (start < 0 || !ctx.spanFree(start, end) || ctx.tokens.slice(start, end).some((token) => token.breakAfter)) return false;
      if (ctx.language === 'pt' && (words[0] === 'no' || words[0] === 'non')) return false;
      return words.every((word, k) => ctx.tokens[start + k]!.key === word || ctx.tokens[start + k]!.folded === word);
    });
  // The trigger may end in a word that could also be skipped: "nada de juniors" ("de" stands between "sans expérience en").
  for (let end = before; end <= at; end++) {
    const trigger = endingAt(end);
    if (trigger) return end - trigger.words.length;
  }
  return null;
}

/** A role ruled out, or a level standing alone as every other level ("not Junior"). */
function ruleOut(fact: FactOf<'role'> | FactOf<'seniority'>): void {
  if (fact.kind === 'role') fact.exclude = true;
  else Object.assign(fact, { levels: SENIORITIES.filter((level) => !fact.levels.includes(level)), label: `not ${fact.label}` });
}

/** Words that make a title with "non" before them ("Non-Executive Director", "non-commissioned officer"). */
const NON_TITLES = new Set(['executive', 'commissioned']);

/**
 * "non-managers": the role after "non" is ruled out. "non-technical founders", "non-tech founders":
 * what "non" negates before the role is no role and no criterion, so the brief asks about it.
 * Runs before keepTitleModifiers, which would make "non" a word of the title ("Non Manager").
 */
export function excludeNonRoles(ctx: BriefContext): void {
  for (let i = 0; i + 1 < ctx.length; i++) {
    if (ctx.tokens[i]!.key !== 'non' || !ctx.isFree(i) || ctx.tokens[i]!.breakAfter || NON_TITLES.has(ctx.key(i + 1) ?? '')) continue;
    const next = ctx.factAt(i + 1);
    if (next?.kind === 'role' && next.start === i + 1 && !next.exclude) {
      ctx.claim(i, i + 1);
      next.exclude = true;
      continue;
    }
    // What "non" negates runs to the role after it (or is a fact of its own, "non-tech").
    const role = next ? undefined : ctx.factAt(i + 2);
    if (next && next.start === i + 1) {
      ctx.dropFact(next);
      ctx.askAbout(i, next.end);
    } else if (role?.kind === 'role' && role.start === i + 2 && !ctx.tokens[i + 1]!.breakAfter) ctx.askAbout(i, i + 2);
  }
}

/** Words after a role or a level that rule it out, in the six languages: "juniors excluded", "recruiters need not apply". */
const RULED_OUT_AFTER = [
  ['excluded'], ['not', 'wanted'], ['need', 'not', 'apply'], ['needn', 't', 'apply'], ['excluidos'], ['excluidas'], ['exclus'], ['exclues'],
  ['ausgeschlossen'], ['uitgesloten'],
].map((words) => words.map(foldText));

/** Where the words that rule out the fact ending at `end` end ("juniors excluded"), in its clause and free; or null. */
function negationAfter(ctx: BriefContext, end: number): number | null {
  if (ctx.tokens[end - 1]?.breakAfter) return null;
  const words = RULED_OUT_AFTER.find((phrase) => phrase.every((word, k) => ctx.isFree(end + k) && (ctx.tokens[end + k]?.folded === word || ctx.tokens[end + k]?.key === word)));
  return words ? end + words.length : null;
}

/** A free "not" of the six languages (folded): the words that rule out what follows, and those that rule out alone. */
// With the verbs that rule out, left free where no name follows them ("Exclude anyone at a bank").
const NOT_WORDS = new Set([...NEGATED_BEFORE, 'outside', 'nunca', 'jamais', 'nie', 'nooit', 'exclude', 'skip', 'avoid', 'omit', 'exclua', 'excluya', 'exclure']);
/** Words after a "no" that make it a bound, not a negation: "no more than 50 employees", "no later than March". */
const BOUND_AFTER_NOT = new Set(['more', 'less', 'fewer', 'later', 'earlier', 'older', 'younger', 'longer', 'greater', 'mas', 'menos', 'plus', 'moins', 'mehr', 'weniger', 'meer', 'minder', 'only', 'solo', 'seulement', 'nur', 'alleen']);
/**
 * How far a negation may stand before what it rules out in its clause ("que no trabajen en
 * consultoras"), in words other than those that stand between any negation and what it rules out
 * ("Pas de candidats venant d'agences d'intérim": "agences" and the two "d'" count).
 */
const NEGATION_REACH = 4;
/** Relative pronouns that open the clause after "nobody," ("Niemand, der …", "personne qui …"). */
const RELATIVES = new Set(['who', 'that', 'der', 'die', 'das', 'welcher', 'welche', 'que', 'qui', 'dat', 'wie']);
/** "currently" in the six languages: what follows is where people work now. */
const CURRENTLY = new Set(['currently', 'now', 'current', 'aktuell', 'derzeit', 'momentan', 'actuellement', 'actualmente', 'atualmente', 'momenteel', 'nu']);
/** "currently" in two words: "neste momento", "en ce moment", "op dit moment". */
const CURRENTLY_PHRASES = [['right', 'now'], ['at', 'the', 'moment'], ['neste', 'momento'], ['no', 'momento'], ['en', 'este', 'momento'], ['en', 'ce', 'moment'], ['im', 'moment'], ['op', 'dit', 'moment']];

/** How many words at `at` say "currently" (0 when none do). */
function currentlyAt(ctx: BriefContext, at: number): number {
  if (CURRENTLY.has(ctx.tokens[at]?.folded ?? '')) return 1;
  const phrase = CURRENTLY_PHRASES.find((words) => words.every((word, k) => ctx.tokens[at + k]?.folded === word && ctx.isFree(at + k) && (k === words.length - 1 || !ctx.tokens[at + k]!.breakAfter)));
  return phrase?.length ?? 0;
}

/** Words for whoever, which stand between a negation and what it rules out. */
const ANYONE = new Set(['anyone', 'anybody', 'someone', 'somebody', 'people', 'candidate', 'person', 'one']);
/** Kinds whose reading a stray "not" would turn around. */
const TURNED_BY_NOT = new Set<Fact['kind']>(['industry', 'stage', 'size', 'company', 'skill', 'topic', 'place', 'language', 'education']);

/**
 * Whatever no rule above read as ruled out but follows a free "not" in its clause ("Ingenieros que
 * no trabajen en consultoras" had been Industry: Management Consulting): the brief asks about the
 * negation and what it stands before, never searches for the opposite.
 */
export function askAboutStrayNegations(ctx: BriefContext): void {
  for (const fact of ctx.facts.filter((f) => TURNED_BY_NOT.has(f.kind) && !('exclude' in f && f.exclude))) {
    let reach = NEGATION_REACH;
    for (let k = fact.start - 1; k >= 0 && reach > 0 && !ctx.tokens[k]!.breakAfter; k--) {
      if (!FILLERS.has(ctx.tokens[k]!.key) && !BETWEEN_NEGATION.has(ctx.tokens[k]!.folded)) reach--;
      // Another thing a negation ruled out stands between ("without experience in Java in Berlin").
      if (ctx.asked.has(k)) break;
      if (!ctx.isFree(k)) {
        // "Exclude anyone at a bank": a word for anyone stands between the negation and what it rules out.
        if (ctx.factAt(k) && !(ctx.factAt(k)!.kind === 'people' && ANYONE.has(ctx.key(k) ?? ''))) break;
        continue;
      }
      // Portuguese "no" is "in the" ("no setor bancário", "no Brasil").
      const word = ctx.tokens[k]!.folded;
      // Nor a bare "no" between the role read and a name ("arquitetos no Porto"), as extractExclusions reads it.
      const noAfterTitle = word === 'no' && ctx.factAt(k - 1)?.kind === 'role' && / $/.test(ctx.gapBefore(k)) && /^\p{Lu}/u.test(ctx.tokens[k + 1]?.raw ?? '');
      if (!NOT_WORDS.has(word) || (word === 'no' && ctx.language === 'pt') || noAfterTitle || BOUND_AFTER_NOT.has(ctx.tokens[k + 1]!.folded)) continue;
      ctx.dropFact(fact);
      ctx.askAbout(k, fact.start);
      break;
    }
  }
}

/**
 * Titles the lexicon does not hold, levels and employers' kinds are read after the exclusions
 * (extract-titles.ts, the occupations, scan-lexicon.ts), their "no" left as filler:
 * "backend engineers, no founding engineers" joined the title to the roles sought, "designers, no
 * juniors" asked for juniors, "designers not at startups" for startups. A role right after a
 * free negation is ruled out, and so is the next title of its list; a level standing alone
 * becomes every other level ("not Junior"); what no criterion rules out (a stage, an industry, a
 * skill, a level of a role) is left unread, and the brief asks.
 */
export function excludeNegated(ctx: BriefContext): void {
  const roles = ctx.factsOf('role');
  for (const level of ctx.factsOf('seniority')) {
    const role = roles.find((r) => r.start === level.end && !r.exclude);
    // "no senior engineers": a role at a level.
    if (role && negationBefore(ctx, level.start, ROLE_TRIGGERS) !== null) [level, role].forEach((fact) => ctx.dropFact(fact));
  }
  for (const fact of ctx.facts.filter((f) => NOT_NEGATABLE.has(f.kind) || f.kind === 'size')) {
    const from = negationBefore(ctx, fact.start, EMPLOYER_TRIGGERS);
    if (from === null) continue;
    // "not at big companies": a size open on one side is the other side of it (up to 1,000 employees).
    if (fact.kind === 'size' && (fact.min === null) !== (fact.max === null)) {
      Object.assign(fact, fact.min !== null ? { min: null, max: fact.min - 1 } : { min: fact.max! + 1, max: null });
      ctx.claim(from, fact.start);
      continue;
    }
    ctx.dropFact(fact);
    ctx.askAbout(from, fact.start);
  }
  const negated = [...ctx.factsOf('role').filter((fact) => !fact.exclude), ...ctx.factsOf('seniority').filter((fact) => !roles.some((role) => role.start === fact.end))]
    .sort((a, b) => a.start - b.start);
  let listEnd = -1;
  for (const fact of negated) {
    // "juniors excluded", "recruiters need not apply": the negation after what it rules out.
    const after = negationAfter(ctx, fact.end);
    if (after !== null && negationBefore(ctx, fact.start, ROLE_TRIGGERS) === null) {
      ctx.claim(fact.end, after);
      ruleOut(fact);
      continue;
    }
    const from = negationBefore(ctx, fact.start, ROLE_TRIGGERS);
    // "no founding engineers or developer advocates": the list goes on with the same exclusion.
    const link = fact.start - 1;
    const listed = fact.kind === 'role' && link === listEnd && ctx.isFree(link) && LIST_LINKS.has(ctx.tokens[link]!.key);
    if (from === null && !listed) continue;
    ctx.claim(from ?? link, from === null ? link + 1 : fact.start);
    ruleOut(fact);
    listEnd = fact.end;
  }
}
