// ESCO occupations (ESCO, European Commission; see the header of occupations-data.ts) read as a
// map from job title to occupation, for the interpreter: "paralegal" -> legal assistant (ISCO
// 3411), "sommelier", "registered nurse". Built once, on first use (~30,000 keys, a few hundred
// ms), from the committed data; build-occupations.ts has already given each title ESCO shares
// between occupations to one of them, so the first-come rule below only settles the few titles
// that meet once folded or singular ("sales assistants" and "sales assistant").
import { ADDED_TITLES, ISCO_UNIT_GROUPS, OCCUPATIONS } from './occupations-data';
import { fastPhraseKey, foldText, singular } from '../text/normalise';
import { americanSpelling } from '../text/us-spelling';

export interface Occupation {
  /** The preferred label, as ESCO writes it ("legal assistant", "ICT security administrator"). */
  label: string;
  /** ISCO-08 unit group code (4 digits). */
  isco: string;
  /** The title as matched, lower case ("paralegal"). */
  title: string;
}

interface OccupationIndex {
  byTitle: Map<string, Occupation>;
  titles: number;
  clashes: number;
}

let index: OccupationIndex | null = null;

/**
 * The keys a title is found under: folded ("café owner" -> "cafe owner"), each word singular
 * ("sales assistants" and "sales assistant" meet), the lexicon's phrase key (hyphens and
 * apostrophes split words, as the brief's tokens do: "co-pilot" -> "co pilot"), and the American
 * spelling of each ("mental health counsellor" is a "mental health counselor").
 */
function titleKeys(title: string): string[] {
  const folded = foldText(title);
  const singularForm = folded.split(' ').map(singular).join(' ');
  const keys = [folded, singularForm, fastPhraseKey(title)];
  return [...new Set([...keys, ...keys.map(americanSpelling)])].filter(Boolean);
}

function build(): OccupationIndex {
  const byTitle = new Map<string, Occupation>();
  let titles = 0;
  let clashes = 0;
  const add = (label: string, isco: string, title: string) => {
    const keys = titleKeys(title);
    const taken = keys.map((k) => byTitle.get(k)).find((o) => o !== undefined);
    if (taken) {
      // Another occupation has the title already (the first keeps it); the same occupation under
      // another spelling adds nothing.
      if (taken.label !== label) clashes++;
      return;
    }
    const occupation: Occupation = { label, isco, title };
    for (const key of keys) byTitle.set(key, occupation);
    titles++;
  };
  const parsed = OCCUPATIONS.map(([label, isco, joined]) => {
    const [own, ...alternatives] = joined.split('|');
    return { label, isco, preferred: own === '' ? label.toLowerCase() : null, alternatives };
  });
  // Preferred labels first: an occupation's own name is not taken by another's alternative title.
  for (const o of parsed) if (o.preferred) add(o.label, o.isco, o.preferred);
  for (const o of parsed) for (const title of o.alternatives) add(o.label, o.isco, title);
  // The project's own few titles that ESCO lacks ("registered nurse"), last.
  const iscoOf = new Map(parsed.map((o) => [o.label, o.isco]));
  for (const [title, label] of ADDED_TITLES) add(label, iscoOf.get(label) ?? '', title);
  return { byTitle, titles, clashes };
}

function getIndex(): OccupationIndex {
  index ??= build();
  return index;
}

/** Title key (see titleKeys) -> occupation. Keys are folded, lower case; look up foldText of a phrase, or its phraseKey. */
export function occupationByTitle(): ReadonlyMap<string, Occupation> {
  return getIndex().byTitle;
}

/** How many distinct titles the map holds (each under one to three keys). */
export function occupationTitleCount(): number {
  return getIndex().titles;
}

/** How many titles met a title of another occupation under the same key (the first kept it). */
export function occupationTitleClashes(): number {
  return getIndex().clashes;
}

/** The looked-up occupation of a title as a brief writes it ("Paralegals", "Registered Nurse"), or null. */
export function occupationOf(title: string): Occupation | null {
  const map = getIndex().byTitle;
  for (const key of titleKeys(title)) {
    const found = map.get(key);
    if (found) return found;
  }
  return null;
}

let groupLabels: Map<string, string> | null = null;
/** The ISCO-08 unit group's name ("3411" -> "Legal and related associate professionals"), or null. */
export function iscoGroupLabel(code: string): string | null {
  groupLabels ??= new Map(ISCO_UNIT_GROUPS);
  return groupLabels.get(code) ?? null;
}
