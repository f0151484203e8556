// A generated person's schools and degrees, consistent with the rest of their profile: a first
// degree the year before their first job (or a master's or PhD straight after it, where their
// field asks for one), an MBA a few years into a business career; schools of the country they
// live in, some abroad. Entries are written as profiles write them, most recent first:
// "University of Toronto, BSc Computer Science, 2014".
import type { JobFunction } from '../vocab/functions';
import { BOOTCAMPS, SCHOOLS } from '../vocab/schools';
import { DIRECTORY_YEAR } from './companies';
import type { Rng } from './rng';

/** What people of a function studied, and how many go on to a master's, a PhD or an MBA. */
interface Studies {
  fields: readonly string[];
  master: number;
  phd: number;
  mba: number;
  /** The first degree's name: arts fields a B.A., the rest a BSc. */
  arts?: boolean;
}

const STUDIES: Record<JobFunction, Studies> = {
  engineering: { fields: ['Computer Science', 'Software Engineering', 'Electrical Engineering', 'Computer Engineering', 'Mathematics', 'Physics'], master: 0.3, phd: 0.03, mba: 0.02 },
  data: { fields: ['Computer Science', 'Statistics', 'Mathematics', 'Economics', 'Physics'], master: 0.5, phd: 0.15, mba: 0.03 },
  product: { fields: ['Computer Science', 'Business Administration', 'Economics', 'Industrial Engineering', 'Psychology'], master: 0.25, phd: 0.01, mba: 0.15 },
  design: { fields: ['Graphic Design', 'Interaction Design', 'Industrial Design', 'Architecture', 'Psychology'], master: 0.2, phd: 0.01, mba: 0.02, arts: true },
  marketing: { fields: ['Marketing', 'Communications', 'Business Administration', 'Economics', 'Journalism'], master: 0.25, phd: 0.01, mba: 0.12, arts: true },
  sales: { fields: ['Business Administration', 'Economics', 'Communications', 'Marketing', 'Political Science'], master: 0.12, phd: 0, mba: 0.08, arts: true },
  customer_success: { fields: ['Business Administration', 'Communications', 'Psychology', 'Economics'], master: 0.12, phd: 0, mba: 0.04, arts: true },
  operations: { fields: ['Business Administration', 'Economics', 'Industrial Engineering', 'Supply Chain Management'], master: 0.25, phd: 0.01, mba: 0.12 },
  finance: { fields: ['Finance', 'Accounting', 'Economics', 'Business Administration'], master: 0.35, phd: 0.01, mba: 0.18 },
  people: { fields: ['Psychology', 'Human Resource Management', 'Business Administration', 'Sociology'], master: 0.3, phd: 0.01, mba: 0.06, arts: true },
  legal: { fields: ['Law', 'Political Science', 'History'], master: 0.2, phd: 0.02, mba: 0.03, arts: true },
  healthcare: { fields: ['Nursing', 'Public Health', 'Biology'], master: 0.2, phd: 0.03, mba: 0.02 },
  science: { fields: ['Biology', 'Chemistry', 'Biochemistry', 'Physics', 'Molecular Biology'], master: 0.5, phd: 0.4, mba: 0.02 },
  executive: { fields: ['Business Administration', 'Economics', 'Computer Science', 'Engineering', 'Finance'], master: 0.3, phd: 0.03, mba: 0.3 },
};

/** Roles whose degree is their licence: nurses study nursing, doctors medicine, lawyers law. */
const PROFESSIONAL: Record<string, { first: string; field: string; then?: string }> = {
  nurse: { first: 'BSc', field: 'Nursing' },
  physician: { first: 'MD', field: 'Medicine' },
  medical_director: { first: 'MD', field: 'Medicine' },
  pharmacist: { first: 'MSc', field: 'Pharmacy' },
  legal_counsel: { first: 'LLB', field: 'Law', then: 'JD' },
  general_counsel: { first: 'LLB', field: 'Law', then: 'JD' },
};

/** Countries where law and medicine are graduate degrees after a first one (a JD, an MD). */
const GRADUATE_PROFESSIONS = new Set(['US', 'CA']);

/** Share of the directory with education on record (profiles without any are common). */
const ON_RECORD = 0.85;
/** Share of first degrees and master's taken abroad, and of MBAs from the international schools. */
const ABROAD = { first: 0.08, master: 0.25, mba: 0.4 };
const STUDY_ABROAD_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'NL', 'CH'];
const INTERNATIONAL_MBAS = [
  'INSEAD', 'London Business School', 'Harvard Business School', 'Wharton School', 'Stanford GSB', 'IE Business School', 'IESE Business School',
  'ESADE', 'HEC Paris', 'IMD', 'Chicago Booth', 'Kellogg School of Management', 'MIT Sloan', 'Columbia Business School',
];

/** Schools that give MBAs rather than first degrees (by the words of their names). */
const BUSINESS_SCHOOL =
  /business|management|\bmba\b|insead|\bhec\b|essec|escp|edhec|emlyon|kedge|neoma|skema|audencia|iese|esade|eada|wharton|sloan|\bgsb\b|booth|fuqua|tepper|stern|darden|haas|ucla anderson|mccombs|kenan|goizueta|rotman|insper|getulio|dom cabral|ipade|ceibs|cheung kong|^imd$|^whu|frankfurt school|esmt|hhl|vlerick|solvay|nyenrode|^iim |xlri|sp jain|saïd|judge|henley|cranfield|thunderbird|ibmec|espm|nova sbe|católica lisbon/i;
/** Schools no generated career passes through: law, arts, military and research-only schools, and groups of schools. */
const SPECIALISED = /law school|kennedy school|juilliard|rhode island school of design|military academy|naval academy|ena \/ insp|karolinska|weizmann|scuola normale|institutes of/i;

/** Country code -> its schools of each kind. */
interface SchoolPools {
  universities: Map<string, string[]>;
  business: Map<string, string[]>;
}

let pools: SchoolPools | undefined;

function schoolPools(): SchoolPools {
  if (pools) return pools;
  const universities = new Map<string, string[]>();
  const business = new Map<string, string[]>();
  const bootcamps = new Set(BOOTCAMPS.map(([name]) => name));
  for (const [name, , country] of SCHOOLS) {
    if (SPECIALISED.test(name) || bootcamps.has(name)) continue;
    const into = BUSINESS_SCHOOL.test(name) ? business : universities;
    into.set(country, [...(into.get(country) ?? []), name]);
  }
  pools = { universities, business };
  return pools;
}

function university(rng: Rng, countryCode: string, abroad: number): string {
  const { universities } = schoolPools();
  const home = universities.get(countryCode);
  const country = home && !rng.chance(abroad) ? countryCode : rng.pick(STUDY_ABROAD_COUNTRIES);
  return rng.pick((universities.get(country) ?? home)!);
}

function businessSchool(rng: Rng, countryCode: string): string {
  const home = schoolPools().business.get(countryCode);
  return home && !rng.chance(ABROAD.mba) ? rng.pick(home) : rng.pick(INTERNATIONAL_MBAS);
}

export interface Career {
  roleKey: string;
  fn: JobFunction;
  countryCode: string;
  /** Years since the first job (the directory knows it even when a profile does not show it). */
  years: number;
}

/** The person's education entries, most recent first; [] for the profiles that show none. */
export function educationOf(rng: Rng, career: Career): string[] {
  if (!rng.chance(ON_RECORD)) return [];
  const { countryCode } = career;
  const careerStart = DIRECTORY_YEAR - career.years;
  const studies = STUDIES[career.fn];
  const professional = PROFESSIONAL[career.roleKey];
  const entry = (school: string, degree: string, year: number) => `${school}, ${degree}, ${year}`;
  const entries: string[] = [];

  let lastStudy = careerStart - rng.int(0, 1);
  if (professional) {
    const graduate = GRADUATE_PROFESSIONS.has(countryCode) && (professional.then || professional.first === 'MD');
    const degree = graduate ? (professional.then ?? professional.first) : `${professional.first} ${professional.field}`;
    entries.push(entry(university(rng, countryCode, ABROAD.first), degree, lastStudy));
    if (!graduate) return entries;
    lastStudy -= professional.first === 'MD' ? 4 : 3;
    entries.push(entry(university(rng, countryCode, ABROAD.first), `B.A. ${rng.pick(['Biology', 'Political Science', 'History', 'Economics'])}`, lastStudy));
    return entries;
  }

  const field = rng.pick(studies.fields);
  const first = university(rng, countryCode, ABROAD.first);
  const phd = rng.chance(studies.phd);
  const master = phd || rng.chance(studies.master);
  // An MBA comes four to eight years into a career, never before it.
  const mbaYear = career.years >= 5 && rng.chance(studies.mba) ? Math.min(DIRECTORY_YEAR, careerStart + rng.int(4, 8)) : null;
  if (mbaYear !== null) entries.push(entry(businessSchool(rng, countryCode), 'MBA', mbaYear));
  if (phd) {
    entries.push(entry(rng.chance(0.5) ? first : university(rng, countryCode, ABROAD.master), `PhD ${field}`, lastStudy));
    lastStudy -= rng.int(4, 5);
  }
  if (master) {
    entries.push(entry(rng.chance(0.5) ? first : university(rng, countryCode, ABROAD.master), `${studies.arts ? 'M.A.' : 'MSc'} ${field}`, lastStudy));
    lastStudy -= rng.int(1, 2);
  }
  entries.push(entry(first, `${studies.arts ? 'B.A.' : 'BSc'} ${field}`, lastStudy));
  return entries;
}
