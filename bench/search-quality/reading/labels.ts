// How a held-out reading case is labelled. A case says what its brief asks for in plain words,
// independent of how the engine names things, so that the set can judge any engine.
//
// A constraint is "<kind>:<value>", alternatives of the brief separated by "|" ("role:nurse|midwife":
// nurses or midwives), acceptable names of one alternative by "/" ("role:lawyer/legal counsel/attorney").
// Words are compared folded (lower case, no accents, plural -s dropped). Kinds:
//   role         a job title in English words, all of them required ("role:developer advocate")
//   notrole      a role the brief rules out ("no recruiters")
//   seniority    intern junior mid senior staff principal manager director vp c_level founder
//   place        an English city name, an ISO country code (DE) or a region code (US-CA)
//   notplace     a place the brief rules out ("outside the US")
//   company      works there now;  pastcompany  worked there before;  evercompany  either
//   notcompany   must not work there (now or before, as the brief says)
//   industry     an industry of the vocabulary (fintech, saas, healthcare, ...)
//   stage        pre_seed seed series_a series_b series_c series_d_plus public private acquired bootstrapped non_profit public_sector
//   size         employees "min-max", either side open ("50-200", "1000-")
//   experience   years "min-max" ("5-", "-10", "3-6")
//   skill        a skill, tool or method
//   language     a spoken language in English (Portuguese)
//   education    a school, degree or field of study ("education:ETH Zurich", "education:mba")
//   since        a move or a tenure in time, named by its company or role words ("since:Meta")
//   unseen       something the service cannot see (followers, audience, availability, age of a company's sale)
//   topic        anything else the person's own text must show (a domain, product or client: "topic:wine bar")
//   count        how many people the brief asks for ("count:25")
export type ConstraintKind =
  | 'role' | 'notrole' | 'seniority' | 'place' | 'notplace' | 'company' | 'pastcompany' | 'evercompany' | 'notcompany'
  | 'industry' | 'stage' | 'size' | 'experience' | 'skill' | 'language' | 'education' | 'since' | 'unseen' | 'topic' | 'count';

export type Language = 'en' | 'pt' | 'es' | 'fr' | 'de' | 'nl';

export interface ReadingCase {
  /** Unique in the whole held-out set, kebab-case. */
  id: string;
  lang: Language;
  brief: string;
  /** The hard constraints as the client wrote them: each must become a criterion, or the brief must ask. */
  must: string[];
  /** Wished for, not required ("ideally", "a plus"): may be a criterion or a preference, never counted as invented. */
  may?: string[];
  /** The brief must ask: a protected characteristic, companies instead of people, or words that could be two things. */
  ask?: true;
  /** Readings that would be wrong: invented, inverted or widened criteria ("skill:Shopify" for "the CTO of Shopify"). */
  not?: string[];
  /** Why the case is hard, for whoever reads a failure. */
  note?: string;
}

export interface Constraint {
  kind: ConstraintKind;
  /** Alternatives of the brief, each a list of acceptable names. */
  alternatives: string[][];
}

const KINDS = new Set<string>([
  'role', 'notrole', 'seniority', 'place', 'notplace', 'company', 'pastcompany', 'evercompany', 'notcompany', 'industry', 'stage',
  'size', 'experience', 'skill', 'language', 'education', 'since', 'unseen', 'topic', 'count',
]);

export function parseConstraint(label: string): Constraint {
  const colon = label.indexOf(':');
  const kind = label.slice(0, colon);
  const value = label.slice(colon + 1).trim();
  if (colon < 1 || !KINDS.has(kind) || value === '') throw new Error(`not a constraint: "${label}"`);
  return {
    kind: kind as ConstraintKind,
    alternatives: value.split('|').map((alternative) => alternative.split('/').map((name) => name.trim()).filter(Boolean)),
  };
}
