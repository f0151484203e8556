// Column names as people's files write them -> the fields of an imported person. Matched loosely:
// case, spaces and punctuation ignored, common synonyms accepted. The exports of LinkedIn
// (Connections.csv, Sales Navigator, Recruiter), HubSpot, Salesforce, Greenhouse and Lever map as
// they are ("Job Title", "Account Name", "Mailing City", "State/Region", "Country/Region", Lever's
// "Links" and "Phones"...).

export const PERSON_FIELDS = [
  'name', 'firstName', 'lastName', 'title', 'company', 'location', 'city', 'region', 'country',
  'email', 'phone', 'linkedin', 'headline', 'skills', 'languages', 'yearsExperience', 'seniority', 'pastCompanies',
  'education', 'degree', 'fieldOfStudy', 'graduationYear', 'department', 'startDate',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export type SuppressionField = 'email' | 'linkedin' | 'domain';

/**
 * Field -> the folded headers it accepts (lower case, only letters and digits; see headerKey), the
 * better name first: of two columns for one field, the one whose name comes first here wins (a
 * "Title" over a "Position", wherever they stand). The /v1 document lists them.
 */
export const PERSON_SYNONYMS: Record<PersonField, string[]> = {
  name: ['name', 'fullname', 'person', 'personname', 'contactname', 'candidatename', 'displayname'],
  firstName: ['firstname', 'givenname', 'forename', 'first'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  title: ['title', 'jobtitle', 'currenttitle', 'currentjobtitle', 'position', 'currentposition', 'role', 'jobrole', 'designation', 'occupation'],
  company: ['company', 'companyname', 'currentcompany', 'accountname', 'organisation', 'organization', 'organizationname', 'employer', 'currentemployer', 'org', 'account'],
  location: ['location', 'candidatelocation', 'address', 'basedin', 'geography', 'geo'],
  city: ['city', 'mailingcity', 'town'],
  region: ['region', 'state', 'stateregion', 'stateprovince', 'mailingstateprovince', 'mailingstate', 'province', 'county'],
  country: ['country', 'countryregion', 'mailingcountry', 'countryname', 'nation'],
  email: ['email', 'emailaddress', 'workemail', 'primaryemail', 'businessemail', 'emails', 'mail', 'personalemail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilephonenumber', 'telephone', 'tel', 'cell', 'workphone', 'primaryphone', 'phones'],
  linkedin: ['linkedin', 'linkedinurl', 'linkedinprofileurl', 'linkedinprofile', 'publicprofileurl', 'profileurl', 'url', 'profile', 'linkedinlink', 'links'],
  // A headline is the title when the file has no title column (read-person.ts).
  headline: ['headline', 'profileheadline', 'linkedinheadline', 'tagline'],
  skills: ['skills', 'skill', 'expertise', 'competencies', 'keyskills'],
  languages: ['languages', 'language', 'spokenlanguages'],
  yearsExperience: ['yearsofexperience', 'yearsexperience', 'experience', 'experienceyears', 'yoe', 'years', 'totalexperience'],
  seniority: ['seniority', 'senioritylevel', 'joblevel', 'careerlevel', 'managementlevel', 'level'],
  pastCompanies: ['pastcompanies', 'previouscompanies', 'formercompanies', 'pastemployers', 'previousemployers', 'formeremployers', 'pastcompany', 'previouscompany', 'previousemployer'],
  education: ['education', 'schools', 'school', 'schoolname', 'university', 'universityname', 'college', 'almamater', 'educationhistory', 'educations'],
  degree: ['degree', 'degrees', 'degreename', 'degreetype', 'qualification', 'qualifications', 'highestdegree'],
  fieldOfStudy: ['fieldofstudy', 'fieldsofstudy', 'areaofstudy', 'major', 'concentration', 'studyfield'],
  graduationYear: ['graduationyear', 'gradyear', 'yearofgraduation', 'classof', 'graduationdate'],
  department: ['department', 'departmentname', 'dept', 'team', 'teamname', 'division', 'businessunit'],
  startDate: ['startdate', 'currentpositionstartdate', 'positionstartdate', 'rolestartdate', 'startdateincurrentrole', 'startedon', 'datejoined', 'joindate', 'joinedon', 'hiredate', 'dateofhire', 'employmentstartdate'],
};

export const SUPPRESSION_SYNONYMS: Record<SuppressionField, string[]> = {
  email: PERSON_SYNONYMS.email,
  linkedin: PERSON_SYNONYMS.linkedin,
  domain: ['domain', 'emaildomain', 'companydomain', 'website', 'domains'],
};

function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** A column name -> the field it holds and how good a name for it it is (0 best), or null. */
export type FieldMatcher<F extends string> = (header: string) => { field: F; rank: number } | null;

/** Column names remembered per matcher: a JSON Lines file names its keys again on every row. */
const REMEMBERED_NAMES = 1000;

function matcher<F extends string>(synonyms: Record<F, string[]>): FieldMatcher<F> {
  const map = new Map<string, { field: F; rank: number }>();
  for (const [field, words] of Object.entries(synonyms) as Array<[F, string[]]>) words.forEach((word, rank) => map.set(word, { field, rank }));
  // Folding a name cost 5 µs a key (a tenth of reading a row); a file's keys are few, but bounded
  // all the same, since a file may name a new key on every row.
  const seen = new Map<string, { field: F; rank: number } | null>();
  return (header) => {
    let match = seen.get(header);
    if (match === undefined) {
      match = map.get(headerKey(header)) ?? null;
      if (seen.size < REMEMBERED_NAMES) seen.set(header, match);
    }
    return match;
  };
}

export const personFieldOf = matcher(PERSON_SYNONYMS);
export const suppressionFieldOf = matcher(SUPPRESSION_SYNONYMS);

/** For each column of a header row, the field it holds (null = ignored): of a field's columns, the best-named wins, then the first. */
export function mapColumns<F extends string>(header: readonly string[], fieldOf: FieldMatcher<F>): Array<F | null> {
  const matches = header.map(fieldOf);
  const best = new Map<F, number>();
  matches.forEach((match, i) => {
    if (!match) return;
    const held = best.get(match.field);
    if (held === undefined || match.rank < matches[held]!.rank) best.set(match.field, i);
  });
  return matches.map((match, i) => (match && best.get(match.field) === i ? match.field : null));
}

/** How many rows a file may have above its header (LinkedIn's Connections.csv has a "Notes:" paragraph there). */
export const MAX_PREAMBLE_ROWS = 10;

/**
 * Whether a row is the header: it names at least one field. Rows above it within
 * MAX_PREAMBLE_ROWS are a preamble and skipped; past that, the first row is the header.
 */
export function isHeaderRow<F extends string>(cells: readonly string[], fieldOf: FieldMatcher<F>): boolean {
  return cells.some((cell) => fieldOf(cell.trim()) !== null);
}
