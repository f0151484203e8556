// The engine's data, as zod schemas: everything that crosses a durable step (criteria, plans,
// candidates, results) is plain JSON, and can be checked when it is read back. The exported schemas
// are exported for that and for z.infer (nothing parses with them yet; plain types would restate the vocab enums).
import { z } from 'zod';
import { VERDICTS, type CRITERION_KINDS } from './search-rules';
import { SENIORITIES } from './vocab/seniority';
import { STAGES } from './vocab/company-stages';

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
/** School or degree ("Stanford", "MBA"): `unknown` until a person's education is known. */
const educationCriterionSchema = z.object({ ...base, kind: z.literal('education'), label: z.string(), schools: z.array(z.string()), degrees: z.array(z.string()) });
/**
 * What no profile shows (followers, availability, when someone left a job): a criterion so that
 * nobody is verified on a brief only half checked; its verdict is always `unknown`.
 */
const unseenCriterionSchema = z.object({ ...base, kind: z.literal('unseen'), label: z.string() });

const criterionSchema = z.discriminatedUnion('kind', [
  roleCriterionSchema, seniorityCriterionSchema, locationCriterionSchema, companyCriterionSchema, industryCriterionSchema,
  stageCriterionSchema, sizeCriterionSchema, skillCriterionSchema, experienceCriterionSchema, languageCriterionSchema,
  topicCriterionSchema, educationCriterionSchema, unseenCriterionSchema,
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

/** One structured condition a PeopleSource can evaluate; all filters of a query must hold. */
const filterSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('role'), roleKeys: z.array(z.string()), titleTerms: z.array(z.string()), exclude: z.boolean().default(false) }),
  z.object({ field: z.literal('seniority'), levels: z.array(z.enum(SENIORITIES)) }),
  z.object({ field: z.literal('location'), cityIds: z.array(z.number().int()), regionCodes: z.array(z.string()), countryCodes: z.array(z.string()), exclude: z.boolean() }),
  // exclude: the person must not match ("never worked at Google" = anyCompany, exclude).
  z.object({ field: z.literal('currentCompany'), companyIds: z.array(z.number().int()), exclude: z.boolean().default(false) }),
  z.object({ field: z.literal('pastCompany'), companyIds: z.array(z.number().int()), exclude: z.boolean().default(false) }),
  z.object({ field: z.literal('anyCompany'), companyIds: z.array(z.number().int()), exclude: z.boolean().default(false) }),
  z.object({ field: z.literal('industry'), industries: z.array(z.string()) }),
  z.object({ field: z.literal('stage'), stages: z.array(z.enum(STAGES)) }),
  z.object({ field: z.literal('companySize'), ...range }),
  z.object({ field: z.literal('skills'), /** any of */ anyOf: z.array(z.string()) }),
  z.object({ field: z.literal('experience'), ...range }),
  z.object({ field: z.literal('languages'), anyOf: z.array(z.string()) }),
  /** Full-text match on title, skills, company and industry: any of the phrases, each with all its words. */
  z.object({ field: z.literal('keywords'), phrases: z.array(z.array(z.string())) }),
]);
export type Filter = z.infer<typeof filterSchema>;

const peopleQuerySchema = z.object({
  filters: z.array(filterSchema),
  limit: z.number().int().positive(),
  /** People already found by earlier sub-searches, skipped by this one. */
  excludeIds: z.array(z.string()),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

const subSearchSchema = z.object({
  /** Shown as a result's surfacedBy: "Strict match", "Related titles", ... */
  name: z.string(),
  /** Why this sub-search exists, for logs and the UI. */
  description: z.string(),
  query: peopleQuerySchema.omit({ excludeIds: true }),
});
export type SubSearch = z.infer<typeof subSearchSchema>;

export const searchPlanSchema = z.object({
  criteria: z.array(criterionSchema),
  /** Ranking only: results meeting them score higher (see Interpretation.preferences). */
  preferences: z.array(criterionSchema),
  target: z.number().int().positive().nullable(),
  /** How many verified results end the search (the target, or the cap without one). */
  goal: z.number().int().positive(),
  subSearches: z.array(subSearchSchema),
});
export type SearchPlan = z.infer<typeof searchPlanSchema>;

// ---------------------------------------------------------------- people and results

const pastRoleSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  title: z.string(),
  startYear: z.number().int(),
  endYear: z.number().int(),
});

/** A person as a PeopleSource returns them: everything verification and results need. */
export const personRecordSchema = z.object({
  personId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  title: z.string(),
  roleKey: z.string().nullable(),
  function: z.string().nullable(),
  seniority: z.enum(SENIORITIES).nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  companyIndustry: z.string().nullable(),
  companyStage: z.enum(STAGES).nullable(),
  companySize: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  city: z.string(),
  regionCode: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  countryCode: z.string(),
  linkedinUrl: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  skills: z.array(z.string()),
  yearsExperience: z.number().int().nullable(),
  languages: z.array(z.string()),
  pastRoles: z.array(pastRoleSchema),
});
export type PersonRecord = z.infer<typeof personRecordSchema>;

export const candidateSchema = z.object({ person: personRecordSchema, surfacedBy: z.string() });
export type Candidate = z.infer<typeof candidateSchema>;

const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

/** A result with exactly the spec's Result fields, plus the engine's score and personId. */
export const searchResultSchema = z.object({
  personId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  linkedinUrl: z.string(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  surfacedBy: z.string(),
  starred: z.literal(false),
  /** Flat values, and `evidence`: criterion name -> the value behind its verdict. */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.record(z.string(), z.string())])),
  verdicts: z.record(z.string(), verdictSchema),
  score: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('done'),
    interpretation: interpretationSchema,
    plan: searchPlanSchema,
    results: z.array(searchResultSchema),
    verifiedCount: z.number().int(),
    /** Names of the sub-searches that ran, in order. */
    subSearchesRun: z.array(z.string()),
  }),
  z.object({ status: z.literal('awaiting_input'), interpretation: interpretationSchema, clarificationQuestion: z.string() }),
]);
export type SearchOutcome = z.infer<typeof searchOutcomeSchema>;
