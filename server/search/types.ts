// The engine's data: everything that crosses a durable step (criteria, plans, candidates, results)
// is plain JSON. A brief's reading is stored on its project and checked when read back, so it is
// a zod schema (interpretationSchema); the rest are plain types.
import { z } from 'zod';
import { VERDICTS, type CRITERION_KINDS } from './search-rules';
import { SENIORITIES, type Seniority } from './vocab/seniority';
import { STAGES, type Stage } from './vocab/company-stages';

const base = {
  /** Unique within a brief; the key of `verdicts` ("Location: London"). */
  name: z.string(),
  /** The words of the brief it came from, for clarification questions. */
  source: z.string(),
};

const range = { min: z.number().int().nullable(), max: z.number().int().nullable() };

const roleCriterionSchema = z.object({
  ...base,
  kind: z.literal('role'),
  label: z.string(),
  /** Canonical roles (server/search/vocab/roles.ts); may be empty when only a title is known. */
  roleKeys: z.array(z.string()),
  /** Title words matched when a person's role is not one of roleKeys ("head of partnerships"). */
  titleTerms: z.array(z.string()),
  generic: z.boolean(),
  /** "no recruiters": the person must not be in these roles. */
  exclude: z.boolean().default(false),
  /**
   * Skills the title names with the role ("React developers", "ICU nurses"), any of them: the
   * person's title or skills must show one. Absent on criteria stored before they were kept.
   */
  titleSkills: z.array(z.string()).optional(),
  /** Levels the title itself names ("Staff engineers"): the person's seniority must be one. */
  titleLevels: z.array(z.enum(SENIORITIES)).optional(),
});

const seniorityCriterionSchema = z.object({ ...base, kind: z.literal('seniority'), levels: z.array(z.enum(SENIORITIES)) });

const locationCriterionSchema = z.object({
  ...base,
  kind: z.literal('location'),
  label: z.string(),
  cityIds: z.array(z.number().int()),
  regionCodes: z.array(z.string()),
  countryCodes: z.array(z.string()),
  /** "outside the US": the person must not be in the place. */
  exclude: z.boolean(),
});

const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });

const bound = z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?$/);
/** When a move happened: months ("YYYY-MM") or, for a rolling window, days ("YYYY-MM-DD"), both ends included; null: open on that side. */
const moveWindowSchema = z.object({ from: bound.nullable(), to: bound.nullable() });
export type MoveWindow = z.infer<typeof moveWindowSchema>;

const companyCriterionSchema = z.object({
  ...base,
  kind: z.literal('company'),
  /** current: works there now; past: worked there before; ever: either. */
  when: z.enum(['current', 'past', 'ever']),
  /** Names as the brief wrote them (or canonical names of well-known companies). */
  names: z.array(z.string()),
  /** Directory companies the names resolved to (filled by matchCompanyNames; null = not yet). */
  resolved: z.array(companyRefSchema).nullable(),
  /** "never worked at Google", "not at Meta": the person must be clear of the companies (for `when`). */
  exclude: z.boolean().default(false),
  /**
   * "joined Shopify in the last 18 months", "left Meta since 2024": the move's month must fall in
   * the window (current: the current role's start; past: the end of the role there).
   */
  dated: moveWindowSchema.optional(),
});

const industryCriterionSchema = z.object({ ...base, kind: z.literal('industry'), label: z.string(), industries: z.array(z.string()) });
const stageCriterionSchema = z.object({ ...base, kind: z.literal('stage'), label: z.string(), stages: z.array(z.enum(STAGES)) });
const sizeCriterionSchema = z.object({ ...base, kind: z.literal('size'), ...range });
const skillCriterionSchema = z.object({ ...base, kind: z.literal('skill'), /** any of */ skills: z.array(z.string()) });
const experienceCriterionSchema = z.object({ ...base, kind: z.literal('experience'), ...range });
const languageCriterionSchema = z.object({ ...base, kind: z.literal('language'), /** any of */ languages: z.array(z.string()) });
/**
 * Words of the brief that restrict who qualifies but name nothing the vocabularies know ("wine
 * bar", "consumer mobile apps"): matched on the person's own text, `yes` only on evidence.
 */
const topicCriterionSchema = z.object({ ...base, kind: z.literal('topic'), label: z.string(), /** any of, each with all its words */ phrases: z.array(z.array(z.string())) });
/**
 * School, degree, field and graduation years ("Stanford", "PhD" in "machine learning", "graduated
 * after 2015"), any of each list: read from the person's education entries, else `unknown`.
 * `degrees` are DEGREES' labels; `fields` the brief's words for the field of study; `years` its
 * graduation labels (either absent on criteria stored before they were kept).
 */
const educationCriterionSchema = z.object({
  ...base, kind: z.literal('education'), label: z.string(), schools: z.array(z.string()), degrees: z.array(z.string()),
  fields: z.array(z.string()).optional(), years: z.array(z.string()).optional(),
  /** Schools the vocabulary lacks, as the brief names them ("Universidade do Minho", "ETH"). */
  otherSchools: z.array(z.string()).optional(),
});
/**
 * What no profile shows (followers, availability, when someone left a job): a criterion so that
 * nobody is verified on a brief only half checked; its verdict is always `unknown`.
 */
const unseenCriterionSchema = z.object({ ...base, kind: z.literal('unseen'), label: z.string() });
/**
 * When the current role started, at whatever company ("CMOs who joined a new company in the last 6
 * months", "3+ years at their current company"): checked against the role's recorded start.
 */
const tenureCriterionSchema = z.object({ ...base, kind: z.literal('tenure'), window: moveWindowSchema });

const criterionSchema = z.discriminatedUnion('kind', [
  roleCriterionSchema, seniorityCriterionSchema, locationCriterionSchema, companyCriterionSchema, industryCriterionSchema,
  stageCriterionSchema, sizeCriterionSchema, skillCriterionSchema, experienceCriterionSchema, languageCriterionSchema,
  topicCriterionSchema, educationCriterionSchema, unseenCriterionSchema, tenureCriterionSchema,
]);
export type Criterion = z.infer<typeof criterionSchema>;
type CriterionKind = Criterion['kind'];
// The browser-safe list of kinds and the schemas name the same kinds (a compile error otherwise).
const sameKinds: [CriterionKind, (typeof CRITERION_KINDS)[number]] extends [(typeof CRITERION_KINDS)[number], CriterionKind] ? true : never = true;
void sameKinds;
export type CriterionOf<K extends CriterionKind> = Extract<Criterion, { kind: K }>;
export type CompanyRef = z.infer<typeof companyRefSchema>;

const clarifyReasonSchema = z.enum([
  'nothing_to_search', 'too_broad', 'contradiction', 'target_too_large', 'target_too_small',
  /** A place or an excluded name the engine cannot find: ignoring it would change who is verified. */
  'unknown_place', 'unknown_exclusion',
  /** Age, gender, ethnicity, religion, health...: never a filter; the client is asked to leave it out. */
  'protected_characteristic',
  /** Words the engine cannot read that could restrict who qualifies: asked rather than dropped. */
  'unread_words',
  /** A word that names two things (two places called Cambridge, Georgia the state or the country) and nothing in the brief decides. */
  'ambiguous',
  /** When people joined or left a company ("left Meta in the last year"): no profile dates a move, so the client says whether to search without it. */
  'undated_move',
]);
export type ClarifyReason = z.infer<typeof clarifyReasonSchema>;

export const interpretationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('criteria'),
    brief: z.string(),
    criteria: z.array(criterionSchema),
    /** The number of people the brief asks for; null = no count given. */
    target: z.number().int().positive().nullable(),
    /** "ex-HubSpot a plus", "ideally 5+ years": wished for, not required; they rank, never filter out. */
    preferences: z.array(criterionSchema),
    /** Words of the brief the interpreter did not use (shown for transparency, never guessed). */
    unrecognised: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('clarify'),
    brief: z.string(),
    question: z.string(),
    reason: clarifyReasonSchema,
    criteria: z.array(criterionSchema),
    target: z.number().int().nullable(),
    preferences: z.array(criterionSchema),
    unrecognised: z.array(z.string()),
  }),
]);
export type Interpretation = z.infer<typeof interpretationSchema>;
export type CriteriaInterpretation = Extract<Interpretation, { kind: 'criteria' }>;

// ---------------------------------------------------------------- queries against a PeopleSource

type Range = { min: number | null; max: number | null };

/** One structured condition a PeopleSource can evaluate; all filters of a query must hold. */
export type Filter =
  | { field: 'role'; roleKeys: string[]; titleTerms: string[]; exclude: boolean; levels?: string[] }
  | { field: 'seniority'; levels: Seniority[] }
  | { field: 'location'; cityIds: number[]; regionCodes: string[]; countryCodes: string[]; exclude: boolean }
  // exclude: the person must not match ("never worked at Google" = anyCompany, exclude).
  | { field: 'currentCompany' | 'pastCompany' | 'anyCompany'; companyIds: number[]; exclude: boolean }
  | { field: 'industry'; industries: string[] }
  | { field: 'stage'; stages: Stage[] }
  | ({ field: 'companySize' } & Range)
  | { field: 'skills'; /** any of */ anyOf: string[] }
  | ({ field: 'experience' } & Range)
  | { field: 'languages'; anyOf: string[] }
  /** Education entries: for each list, one entry holding one of its texts (case and accents aside). */
  | { field: 'education'; allOf: string[][] }
  /** Full-text match on title, skills, company and industry: any of the phrases, each with all its words. */
  | { field: 'keywords'; phrases: string[][] };

export interface PeopleQuery {
  filters: Filter[];
  limit: number;
  /** People already found by earlier sub-searches, skipped by this one. */
  excludeIds: string[];
}

export interface SubSearch {
  /** Shown as a result's surfacedBy: "Strict match", "Related titles", ... */
  name: string;
  /** Why this sub-search exists, for logs and the UI. */
  description: string;
  query: Omit<PeopleQuery, 'excludeIds'>;
}

export interface SearchPlan {
  criteria: Criterion[];
  /** Ranking only: results meeting them score higher (see Interpretation.preferences). */
  preferences: Criterion[];
  target: number | null;
  /** How many verified results end the search (the target, or the cap without one). */
  goal: number;
  subSearches: SubSearch[];
}

// ---------------------------------------------------------------- people and results

/** A person as a PeopleSource returns them: everything verification and results need. */
export interface PersonRecord {
  personId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  title: string;
  roleKey: string | null;
  function: string | null;
  seniority: Seniority | null;
  companyId: number | null;
  companyName: string;
  companyIndustry: string | null;
  companyStage: Stage | null;
  companySize: number | null;
  cityId: number | null;
  city: string;
  regionCode: string | null;
  region: string | null;
  country: string;
  countryCode: string;
  linkedinUrl: string;
  email: string | null;
  phone: string | null;
  skills: string[];
  yearsExperience: number | null;
  languages: string[];
  /** Employers before the current one; an imported file names only the companies (title '', years null). */
  pastRoles: Array<{ companyId: number; companyName: string; title: string; startYear: number | null; endYear: number | null }>;
  /** The file said nothing of the person's earlier employers: "never at X" cannot be told (imported people). */
  pastUnknown?: boolean;
  /** An imported person's cells that no field reads, as "Header: value" lines (searched as text). */
  profileText?: string;
  /** Schools and degrees as the file or the directory writes them, one entry per education; empty or absent: not known. */
  education?: string[];
  /** The profile's one-line headline ("Staff Engineer at Acme | Go, Kafka"); "" or absent: none. */
  headline?: string;
  /** An imported person's department as the file writes it ("" or absent: not said). */
  department?: string;
  /** The current role's start as the file writes it ("Mar 2021"), or its year in the directory ("" or absent: not said). */
  startDate?: string;
}

export interface Candidate {
  person: PersonRecord;
  surfacedBy: string;
}

export type Verdict = (typeof VERDICTS)[number];

/** A result with exactly the spec's Result fields, plus the engine's score and personId. */
export interface SearchResult {
  personId: string;
  fullName: string;
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  location: string;
  linkedinUrl: string;
  primaryEmail: string | null;
  primaryPhone: string | null;
  surfacedBy: string;
  starred: false;
  /** Flat values, and `evidence`: criterion name -> the value behind its verdict. */
  fields: Record<string, string | number | boolean | null | Record<string, string>>;
  verdicts: Record<string, Verdict>;
  score: number;
}

export type SearchOutcome =
  | {
      status: 'done';
      interpretation: Interpretation;
      plan: SearchPlan;
      results: SearchResult[];
      verifiedCount: number;
      /** Names of the sub-searches that ran, in order. */
      subSearchesRun: string[];
    }
  | { status: 'awaiting_input'; interpretation: Interpretation; clarificationQuestion: string };
