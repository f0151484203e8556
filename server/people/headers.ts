// Column names as people's files write them -> the fields of an imported person. Matched loosely:
// case, spaces and punctuation ignored, common synonyms accepted. LinkedIn's Connections.csv
// (First Name, Last Name, URL, Email Address, Company, Position, Connected On) maps as it is.

export const PERSON_FIELDS = [
  'name', 'firstName', 'lastName', 'title', 'company', 'location', 'city', 'region', 'country',
  'email', 'phone', 'linkedin', 'skills', 'languages', 'yearsExperience',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export const SUPPRESSION_FIELDS = ['email', 'linkedin', 'domain'] as const;
export type SuppressionField = (typeof SUPPRESSION_FIELDS)[number];

/** Field -> the folded headers it accepts (lower case, only letters and digits; see headerKey). The /v1 document lists them. */
export const PERSON_SYNONYMS: Record<PersonField, string[]> = {
  name: ['name', 'fullname', 'person', 'personname', 'contactname', 'candidatename', 'displayname'],
  firstName: ['firstname', 'givenname', 'forename', 'first'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  title: ['title', 'jobtitle', 'position', 'role', 'headline', 'currenttitle', 'currentposition', 'jobrole', 'occupation'],
  company: ['company', 'companyname', 'organisation', 'organization', 'employer', 'currentcompany', 'org', 'account'],
  location: ['location', 'address', 'basedin', 'geography', 'geo'],
  city: ['city', 'town'],
  region: ['region', 'state', 'province', 'county'],
  country: ['country', 'countryname', 'nation'],
  email: ['email', 'emailaddress', 'workemail', 'mail', 'emails', 'primaryemail', 'businessemail'],
  phone: ['phone', 'mobile', 'phonenumber', 'telephone', 'tel', 'mobilephone', 'cell', 'workphone', 'primaryphone'],
  linkedin: ['linkedin', 'linkedinurl', 'profileurl', 'url', 'linkedinprofile', 'linkedinprofileurl', 'profile', 'linkedinlink'],
  skills: ['skills', 'skill', 'expertise', 'competencies', 'keyskills'],
  languages: ['languages', 'language', 'spokenlanguages'],
  yearsExperience: ['yearsofexperience', 'yearsexperience', 'experience', 'experienceyears', 'yoe', 'years', 'totalexperience'],
};

export const SUPPRESSION_SYNONYMS: Record<SuppressionField, string[]> = {
  email: PERSON_SYNONYMS.email,
  linkedin: PERSON_SYNONYMS.linkedin,
  domain: ['domain', 'emaildomain', 'companydomain', 'website', 'domains'],
};

export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function matcher<F extends string>(synonyms: Record<F, string[]>): (header: string) => F | null {
  const map = new Map<string, F>();
  for (const [field, words] of Object.entries(synonyms) as Array<[F, string[]]>) for (const word of words) map.set(word, field);
  return (header) => map.get(headerKey(header)) ?? null;
}

export const personFieldOf = matcher(PERSON_SYNONYMS);
export const suppressionFieldOf = matcher(SUPPRESSION_SYNONYMS);

/** For each column of a header row, the field it holds (null = ignored); the first column of a field wins. */
export function mapColumns<F extends string>(header: readonly string[], fieldOf: (h: string) => F | null): Array<F | null> {
  const seen = new Set<F>();
  return header.map((h) => {
    const field = fieldOf(h);
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}
