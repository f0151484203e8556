// Regenerates occupations-data.ts, the ESCO occupations the interpreter can read job titles from:
//   npx tsx server/search/vocab/build-occupations.ts [path-to-esco-dir] [--verbose]
// (default: ../shared/data/esco relative to the repository root). Sources, read only here (the
// output is committed, so the app never reads them): ESCO's occupations_en.csv and
// ISCOGroups_en.csv (ESCO, European Commission, https://esco.ec.europa.eu; free for any use
// under the Commission's reuse policy, Decision 2011/833/EU, with acknowledgement of the source).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { foldText, singular } from '../text/normalise';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const args = process.argv.slice(2);
const escoDir = path.resolve(repoRoot, args.find((a) => !a.startsWith('--')) ?? '../shared/data/esco');
/** --verbose: also print the shared titles left out as ambiguous. */
const verbose = args.includes('--verbose');

interface EscoOccupation { conceptUri: string; iscoGroup: string; preferredLabel: string; altLabels: string; description: string; definition: string; scopeNote: string }
interface EscoIscoGroup { code: string; preferredLabel: string; description: string }

const readCsv = <T>(file: string): T[] =>
  parse(fs.readFileSync(path.join(escoDir, file), 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as T[];
const occupations = readCsv<EscoOccupation>('occupations_en.csv');
const iscoGroups = readCsv<EscoIscoGroup>('ISCOGroups_en.csv');
const iscoLabel = new Map(iscoGroups.map((g) => [g.code, g.preferredLabel]));

// One word that names no job on its own: a brief that says only "manager" or "engineer" is too
// vague to read as an occupation (the project's own role taxonomy handles those words).
const GENERIC = new Set([
  'manager', 'engineer', 'director', 'assistant', 'consultant', 'specialist', 'officer', 'worker', 'operator',
  'technician', 'agent', 'advisor', 'adviser', 'analyst', 'developer', 'designer', 'administrator', 'coordinator',
  'co-ordinator', 'supervisor', 'clerk', 'representative', 'executive', 'associate', 'partner', 'lead', 'head',
  'expert', 'professional', 'teacher', 'doctor', 'staff', 'employee', 'helper', 'aide', 'attendant', 'trainee',
  'apprentice', 'intern', 'chief', 'leader', 'member', 'controller', 'inspector', 'instructor', 'planner',
  'scientist', 'researcher', 'practitioner', 'trainer', 'owner', 'principal', 'president', 'deputy', 'senior',
  'junior', 'mechanic', 'fitter', 'installer', 'handler', 'tender', 'setter', 'labourer', 'laborer', 'operative',
]);
// Lone words ESCO lists as an alternative title of one occupation that mostly mean something else
// in a brief ("general", "host", "maker", "investor" -> venture capitalist, "dealer" -> gaming
// dealer), and abbreviations that are other things first ("PA", "TA", "OS", "SD", "PI").
const AMBIGUOUS = new Set([
  'general', 'major', 'marine', 'super', 'extra', 'double', 'host', 'guide', 'reader', 'runner', 'medium', 'helm',
  'whip', 'prompt', 'companion', 'consumer', 'products', 'highways', 'staking', 'moistening', 'commissioning',
  'back-up', 'stand-in', 'stand-up', 'sensitive', 'glacier', 'tanker', 'drawer', 'dryer', 'closer', 'filer',
  'catcher', 'recorder', 'mixer', 'feeder', 'buffer', 'chipper', 'springer', 'sewer', 'grader', 'caster', 'cutter',
  'factor', 'spreader', 'pusher', 'mover', 'carrier', 'preserver', 'maker', 'builder', 'investor', 'investors',
  'seller', 'dealer', 'substitute', 'anchor', 'comic', 'escort', 'turnkey', 'smith', 'justice', 'mimic', 'tester',
  'dr', 'ab', 'os', 'pa', 'pi', 'sd', 'ta', 'qs', 'kp', 'sen', 'fte', 'voc', 'eca', 'emd', 'ria', 'eho', 'gdmi', 'mfge', 'bmet',
]);

/** A title a person could hold or a brief could say, lower case; null when it is not one. */
function usableTitle(raw: string): string | null {
  const title = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!title || /[()[\]{}/\\,;:]/.test(title)) return null;
  const words = title.split(' ');
  if (words.length > 5) return null;
  if (words.length === 1 && (GENERIC.has(title) || AMBIGUOUS.has(title))) return null;
  // Abbreviations with dots ("g.p."), and anything but letters, digits and the joiners of a
  // title ("-", "'", "&").
  if (/\./.test(title) || !/^[\p{L}\p{N}][\p{L}\p{N} '’&-]*$/u.test(title)) return null;
  return title;
}

let dropped = 0;
let unknownGroups = 0;
const titleKey = (title: string) => foldText(title).split(' ').map(singular).join(' ');
const rows: [string, string, string[]][] = [];
for (const occupation of occupations) {
  const label = occupation.preferredLabel.replace(/\s+/g, ' ').trim();
  if (!iscoLabel.has(occupation.iscoGroup)) unknownGroups++;
  const all = [label, ...occupation.altLabels.split('\n')].map((t) => t.trim()).filter(Boolean);
  const titles: string[] = [];
  // The same title twice in the plural ("geologist", "geologists") or spelled with other accents is kept once.
  const keys = new Set<string>();
  for (const t of all) {
    const title = usableTitle(t);
    if (!title) {
      dropped++;
      continue;
    }
    const key = titleKey(title);
    if (keys.has(key)) continue;
    keys.add(key);
    titles.push(title);
  }
  rows.push([label, occupation.iscoGroup, titles]);
}
rows.sort((a, b) => a[0].localeCompare(b[0], 'en') || a[1].localeCompare(b[1]));

// ------------------------------------------------------------------ titles two occupations share
// ESCO gives about 1,000 titles to two occupations or more ("paralegal": legal assistant and court
// jury coordinator). Each is listed under one: the occupation whose preferred label it is; else the
// one whose ISCO unit group names it among its "examples of the occupations classified here"
// (ISCOGroups_en.csv); else the one whose preferred label, then unit group label, shares most words
// with it; else, among those still tied, one of the unit group holding most of them, or the first
// alphabetically when they are all in one group.
const iscoExamples = new Map<string, Set<string>>();
for (const group of iscoGroups) {
  if (!/^\d{4}$/.test(group.code)) continue;
  const examples = /Examples of the occupations classified here:([\s\S]*?)(?:\n[A-Z][^\n]*:|$)/.exec(group.description)?.[1] ?? '';
  for (const line of examples.split('\n')) {
    const example = line.replace(/^\s*-\s*/, '').trim();
    if (!example) continue;
    const set = iscoExamples.get(titleKey(example)) ?? new Set<string>();
    set.add(group.code);
    iscoExamples.set(titleKey(example), set);
  }
}
const holders = new Map<string, number[]>();
rows.forEach(([, , titles], i) => {
  for (const title of titles) {
    const key = titleKey(title);
    const list = holders.get(key) ?? [];
    list.push(i);
    holders.set(key, list);
  }
});
const wordsOf = (text: string) => foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(singular);
const overlap = (title: string, label: string) => {
  const words = new Set(wordsOf(label));
  return new Set(wordsOf(title).filter((w) => words.has(w))).size;
};
let shared = 0;
let ambiguous = 0;
const winner = new Map<string, number>();
const ambiguousTitles: string[] = [];
for (const [key, list] of holders) {
  if (list.length < 2) continue;
  shared++;
  const score = (i: number) => {
    const [label, isco] = rows[i]!;
    return [titleKey(label) === key ? 1 : 0, iscoExamples.get(key)?.has(isco) ? 1 : 0, overlap(key, label), overlap(key, iscoLabel.get(isco) ?? '')];
  };
  const ranked = [...list].sort((a, b) => {
    const sa = score(a);
    const sb = score(b);
    return sb[0]! - sa[0]! || sb[1]! - sa[1]! || sb[2]! - sa[2]! || sb[3]! - sa[3]! || a - b;
  });
  const best = ranked[0]!;
  const tied = ranked.filter((i) => score(i).join() === score(best).join());
  // A unit group holding most of the tied occupations takes it ("seamstress": two of three in 7531).
  const groupCounts = new Map<string, number>();
  for (const i of tied) groupCounts.set(rows[i]![1], (groupCounts.get(rows[i]![1]) ?? 0) + 1);
  const [topGroup, topCount] = [...groupCounts].sort((a, b) => b[1] - a[1])[0]!;
  if (groupCounts.size > 1 && topCount * 2 > tied.length) {
    winner.set(key, tied.find((i) => rows[i]![1] === topGroup)!);
    continue;
  }
  // Nothing tells them apart and they sit in different unit groups ("captain": pilot or armed
  // forces officer; "solicitor": court jury coordinator or immigration adviser): the title is left
  // out rather than read as one of them at random.
  if (groupCounts.size > 1) {
    ambiguous++;
    ambiguousTitles.push(key);
    winner.set(key, -1);
    continue;
  }
  winner.set(key, best);
}
rows.forEach((row, i) => {
  row[2] = row[2].filter((title) => (winner.get(titleKey(title)) ?? i) === i);
});

// ------------------------------------------------------------------ the project's own additions
// Common titles this ESCO version does not list (its README's examples name them): kept apart
// from ESCO's titles in the output, each under the occupation it means.
const ADDED: [string, string][] = [
  ['registered nurse', 'nurse responsible for general care'],
  ['staff nurse', 'nurse responsible for general care'],
  ['general nurse', 'nurse responsible for general care'],
  ['booking agent', 'talent agent'],
  ['restaurateur', 'restaurant manager'],
  // Any school's head (ESCO names each level's: "primary school principal", "secondary school principal").
  ['school principal', 'secondary school head teacher'],
];
const taken = new Set(rows.flatMap((r) => r[2].map(titleKey)));
for (const [title, label] of ADDED) {
  if (!rows.some((r) => r[0] === label)) throw new Error(`no ESCO occupation "${label}" for the added title "${title}"`);
  if (taken.has(titleKey(title))) throw new Error(`"${title}" is an ESCO title now: drop it from ADDED`);
}

const usedGroups = [...new Set(rows.map((r) => r[1]))].sort();

// Compact: one tuple a line; titles joined by "|"; the first title is omitted (written "") when
// it is the preferred label in lower case, which it is for almost every occupation.
const lines = rows.map(([label, isco, titles]) => {
  const own = titles[0] === label.toLowerCase();
  return `[${JSON.stringify(label)},${JSON.stringify(isco)},${JSON.stringify((own ? ['', ...titles.slice(1)] : ['-', ...titles]).join('|'))}],`;
});
const titleTotal = rows.reduce((n, r) => n + r[2].length, 0);
const out = `// Generated by build-occupations.ts. Do not edit.
// Occupations from ESCO, European Commission (https://esco.ec.europa.eu): the European
// classification of Skills, Competences, Qualifications and Occupations, v1.0.x, English labels
// (occupations_en.csv, ISCOGroups_en.csv). ESCO is free for any use, including commercial, under
// the Commission's reuse policy (Decision 2011/833/EU); reuse requires acknowledging the source.
// ${rows.length.toLocaleString('en-US')} occupations, ${titleTotal.toLocaleString('en-US')} usable titles (preferred and alternative labels that are job titles:
// lower case, no brackets, slashes or commas, at most 5 words, not a lone generic word). A title
// ESCO gives to several occupations (${shared.toLocaleString('en-US')} titles) is listed under one: the occupation it names,
// else the one its ISCO-08 unit group lists it under, else the one whose label (then unit group)
// shares most words with it, else the unit group most of them are in; ${ambiguous} such titles that nothing
// decides between occupations of different unit groups ("captain", "solicitor") are left out.
// ADDED_TITLES, at the end, are the project's few additions, not ESCO's.
/**
 * One occupation a tuple: [preferred label as ESCO writes it, ISCO-08 unit group code, titles].
 * Titles are joined by "|". The first field of the titles says where the preferred label stands:
 * "" means the preferred label in lower case is the first title; "-" means it is not a usable
 * title (the titles that follow are alternative labels only).
 */
export const OCCUPATIONS: readonly (readonly [string, string, string])[] = [
${lines.join('\n')}
];
/**
 * Titles the project adds (not from ESCO), read after ESCO's: [title, preferred label of the
 * ESCO occupation it names].
 */
export const ADDED_TITLES: readonly (readonly [string, string])[] = [
${ADDED.map(([title, label]) => `[${JSON.stringify(title)},${JSON.stringify(label)}],`).join('\n')}
];
/** ISCO-08 unit groups the occupations belong to: [code, label]. */
export const ISCO_UNIT_GROUPS: readonly (readonly [string, string])[] = [
${usedGroups.map((code) => `[${JSON.stringify(code)},${JSON.stringify(iscoLabel.get(code) ?? '')}],`).join('\n')}
];
`;
fs.writeFileSync(path.join(import.meta.dirname, 'occupations-data.ts'), out);

// ------------------------------------------------------------------ English words
// Every word of at least 5 letters in the occupations' and unit groups' descriptions: words of
// real English, which the interpreter never "corrects" into a word of its vocabulary ("mentoring"
// is no slip of "monitoring"). Typos are what no description writes.
const englishWords = new Set<string>();
for (const text of [...occupations.flatMap((o) => [o.description, o.definition, o.scopeNote]), ...iscoGroups.map((g) => g.description)]) {
  for (const word of (text ?? '').toLowerCase().split(/[^a-z]+/)) if (word.length >= 5) englishWords.add(word);
}
const words = [...englishWords].sort();
const wordsOut = `// Generated by build-occupations.ts. Do not edit.
// The words of at least 5 letters in the descriptions of ESCO's occupations and ISCO-08 unit groups
// (ESCO, European Commission, https://esco.ec.europa.eu; free for any use under the Commission's
// reuse policy, Decision 2011/833/EU, with acknowledgement of the source): ${words.length.toLocaleString('en-US')} words of English.
export const ENGLISH_WORDS = ${JSON.stringify(words.join(' '))};
`;
fs.writeFileSync(path.join(import.meta.dirname, 'english-words-data.ts'), wordsOut);
if (verbose) console.log(ambiguousTitles.join(' | '));
console.log(`${rows.length} occupations, ${titleTotal} titles (${dropped} labels dropped), ${usedGroups.length} ISCO unit groups, ${shared} shared titles (${ambiguous} left out as ambiguous)`
  + `${unknownGroups ? `, ${unknownGroups} with an unknown group` : ''}; ${(Buffer.byteLength(out) / 1e6).toFixed(2)} MB`);
