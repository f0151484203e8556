// Text normalisation shared by the interpreter, the lexicon and the directory: folding (case,
// accents, special letters), tokenising and a light English plural stemmer. Brief and lexicon go
// through the same functions, so whatever they do to a word they do on both sides.

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss', ø: 'o', Ø: 'o', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ı: 'i', þ: 'th', ð: 'd',
};

/** Lower case, accents removed (é -> e, ü -> u, ß -> ss), whitespace collapsed. */
export function foldText(text: string): string {
  // Most names and briefs are ASCII: no decomposition needed (the gazetteer folds ~55,000 names).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/`/g, "'").replace(/\s+/g, ' ').trim();
  return text
    .replace(/[ßøØæÆœŒłŁđĐıþð]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Token {
  /** The token as written in the brief. */
  raw: string;
  /** foldText of raw. */
  folded: string;
  /** Singular form of folded (see singular()); what phrases are matched on. */
  key: string;
  start: number;
  end: number;
  /** Token is a number written with digits (possibly "10+", "1,000", "5k"). */
  numeric: boolean;
  /** Punctuation that separates clauses follows this token ("," ";" "." "!" "?" ")" ...). */
  breakAfter: boolean;
}

// Words: letters/digits with inner + # (C++, C#, 10+), or a lone & (M&A, R&D).
const TOKEN = /\.net\b|[\p{L}\p{N}][\p{L}\p{N}]*(?:[+#]+|(?:,\d{3})+(?!\d)|\.\d+)?|&/giu;

/** Splits text into word tokens; hyphens, slashes and dots separate words. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    let folded = foldText(raw);
    if (folded === '.net') folded = 'dotnet';
    const numeric = /^\d[\d,.]*(?:\+|k\+?)?$/.test(folded);
    // Plural acronyms: "PMs", "AEs", "CTOs", "SDRs"; job-title shorthand: "reps", "mgr".
    const base = numeric ? folded : /^[A-Z]{2,5}s$/.test(raw) ? folded.slice(0, -1) : singular(folded);
    const key = ABBREVIATIONS[base] ?? base;
    tokens.push({ raw, folded, key, start, end, numeric, breakAfter: false });
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    // "biz dev", "business dev": the development of business, no developer;
    // "corp dev": corporate development.
    if (token.folded === 'dev' && ['business', 'corp', 'corporate'].includes(tokens[i - 1]?.key ?? '')) token.key = 'development';
    const gap = text.slice(token.end, next ? next.start : text.length);
    // A dot ends a clause only when a space or the end follows ("Node.js", "U.S. based"), and never
    // after a short form that always has one before more words ("St. Louis", "Sr. Engineer").
    const shortForm = next !== undefined && DOTTED_SHORT_FORMS.has(token.folded) && /^\.\s+$/.test(gap);
    token.breakAfter = /[,;:!?()\n|]/.test(gap) || (/\.\s/.test(next ? gap : `${gap} `) && !shortForm);
  }
  return tokens;
}

/** Short forms written with a dot that always stand before more words: saints and mounts of place names, titles of people. */
const DOTTED_SHORT_FORMS = new Set(['st', 'ste', 'mt', 'ft', 'sr', 'jr', 'mr', 'mrs', 'ms', 'dr', 'prof']);

/** Job-title shorthand, read as the full word on both sides: "sales rep", "marketing mgr", "account exec". */
const ABBREVIATIONS: Record<string, string> = {
  rep: 'representative', mgr: 'manager', mngr: 'manager', mktg: 'marketing', acct: 'account', exec: 'executive',
  admin: 'administrator', coord: 'coordinator', assoc: 'associate', engr: 'engineer', dept: 'department', biz: 'business',
  dev: 'developer', eng: 'engineer', adviser: 'advisor', ops: 'operations', asst: 'assistant', dir: 'director', mgmt: 'management',
};

/** The shorthand words a key also stands for ("manager" -> "mgr", "mngr"), for text searched as written. */
export function shorthandFor(key: string): string[] {
  return Object.keys(ABBREVIATIONS).filter((short) => ABBREVIATIONS[short] === key);
}

const INVARIANT = new Set([
  'us', 'is', 'was', 'has', 'this', 'its', 'yes', 'plus', 'less', 'bus', 'gas', 'sales', 'news', 'analytics', 'ops',
  'devops', 'mlops', 'finops', 'secops', 'dataops', 'revops', 'bizops', 'sysops', 'gitops', 'aiops', 'kubernetes',
  'ios', 'macos', 'aws', 'js', 'series', 'physics', 'economics', 'logistics', 'robotics', 'mathematics', 'statistics',
  'genomics', 'proteomics', 'graphics', 'metrics', 'ethics', 'basics', 'systems', 'always', 'across', 'towards',
  'various', 'previous', 'famous', 'serious', 'numerous', 'nexus', 'campus', 'status', 'focus', 'bonus', 'virus', 'corpus',
  'atlas', 'canvas', 'redis', 'paris', 'texas', 'athens', 'los', 'angeles', 'vegas', 'las', 'des', 'les', 'mas', 'tres',
  'emirates', 'states', 'netherlands', 'philippines', 'nordics', 'baltics', 'americas', 'hr', 'saas', 'paas', 'iaas',
  'postgres', 'express', 'ads', 'adwords', 'ages', 'yrs', 'jahres', 'ans', 'pros', 'chaos',
  'alias', 'bias', 'lens', 'thesis', 'analysis', 'diagnosis', 'basis', 'crisis', 'dns', 'cms', 'crms', 'ats', 'kpis',
  'okrs', 'apis', 'sdks', 'saudi', 'swiss', 'hatchets', 'series', 'gis', 'tms', 'wms', 'ehs', 'sres',
  // Fields named like plurals whose singular is another word's adjective: "electronic music" is no electronics.
  'electronics', 'avionics', 'mechatronics', 'photonics', 'optics', 'acoustics', 'aeronautics', 'cosmetics', 'diagnostics',
  'therapeutics', 'dynamics', 'informatics', 'linguistics', 'forensics', 'politics', 'athletics', 'ergonomics', 'biologics',
]);

/** Light English plural stemmer: engineers -> engineer, companies -> company, boxes -> box. */
export function singular(word: string): string {
  if (word.length <= 3 || INVARIANT.has(word) || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  // midwives, housewives, knives: -ife (but executives, representatives: -ive)
  if (/(wives|knives)$/.test(word)) return `${word.slice(0, -3)}fe`;
  if (/(sses|xes|ches|shes|zzes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is') || word.endsWith("'s")) return word.endsWith("'s") ? word.slice(0, -2) : word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The match key of a phrase: its tokens' keys joined by spaces. */
export function phraseKey(text: string): string {
  return tokenize(text)
    .map((t) => t.key)
    .join(' ');
}

/**
 * phraseKey for the ~55,000 names of the whole map, without tokenising each word separately:
 * one fold, one split. Names with characters the tokenizer treats specially (+ # & digits with
 * separators, "PMs"-style plural acronyms) take phraseKey itself. Same result (normalise.test.ts).
 */
export function fastPhraseKey(text: string): string {
  if (/[+#&,.\d\p{M}]|\b[A-Z]{2,5}s\b/u.test(text)) return phraseKey(text);
  const words = foldText(text).match(/[\p{L}\p{N}]+/gu);
  if (!words) return '';
  return words.map((w) => { const base = singular(w); return ABBREVIATIONS[base] ?? base; }).join(' ');
}

/** Lower-case ASCII slug: "José Müller" -> "jose-muller". */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
