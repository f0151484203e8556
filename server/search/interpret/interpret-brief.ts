// Brief -> named criteria and a target, or a clarification question. Pure and synchronous: the
// same brief always gives the same interpretation (company names are matched to the directory
// later, by matchCompanyNames).
import { listedSubjects } from './listed-subjects';
import { typeRatings } from './type-ratings';
import { driversOfTheirClass } from './driving-classes';
import { creatorNiches } from './creator-niches';
import { MAX_BRIEF_LENGTH } from '../search-rules';
import type { Interpretation } from '../types';
import { buildCriteria } from './build-criteria';
import { clarification, reconcileSeniority } from './clarify';
import { BriefContext, type Fact } from './context';
import { claimMovesOn, employersNoLongerThere, employersWorkedAtOnce, exampleEmployers, extractCompanies } from './extract-companies';
import { extractCompanyContext, extractFieldCompanies } from './extract-company-context';
import { extractLanguages } from './extract-languages';
import { extractCompanySize } from './extract-company-size';
import { extractExperience, extractTrailingYears, yearsAsTheRole } from './extract-experience';
import { extractSeries } from './extract-series';
import { extractTarget } from './extract-target';
import { extractTeamsLed } from './extract-teams-led';
import { industriesOfWorkObjects, industryDomains, placesOfClients } from './industry-work-objects';
import {
  credentialsBesideRoles, extractFunctionHeads, extractManagementFields, extractTitlePatterns, extractUnknownRole, keepTitleModifiers, skillsAfterShortTitles, unknownRolesListedWith, legalPracticeAreas, marketSegments, rolesWorkedFor,
} from './extract-titles';
import { itemsSharingHead, scanLexicon } from './scan-lexicon';
import { askAboutStrayNegations, extractExclusions, excludeNegated, excludeNonRoles } from './extract-exclusions';
import { extractUnknownPlaces } from './extract-unknown-places';
import { claimIndifference, claimIndifferentAlternatives } from './extract-indifference';
import { claimFieldHeadings, fieldsOfHiringHeadings } from './field-headings';
import { earlyEmployersEitherTime, extractEarlyEmployees } from './extract-early-employees';
import { fieldsWorkedInNow, industriesLeft, rolesHeldBefore } from './extract-past-roles';
import { helpWantedWithoutPeople } from './help-wanted';
import { rolesSpelledOut, skillsOfListedTitles } from './spelled-out-roles';
import { roleHistory } from './role-history';
import { shorthandsOfIndustries } from './industry-shorthands';
import { productAudiences } from './product-audiences';
import { claimPurposeNouns, extractClientsOwnPeople, extractSelfDescription, purposeTitles } from './extract-self-description';
import { extractEducation } from './extract-education';
import { extractKnownTopics, extractSubjectsAndFieldCodes } from './extract-known-topics';
import { dropMarketPlaces, dropOccasionPlaces } from './ambiguous-places';
import { rolesOfOrganisations } from './roles-of-organisations';
import { titleInitialsSpelledOut } from './title-initials';
import { fieldsAfterTitles } from './role-fields';
import { hotelClasses } from './hotel-classes';
import { dateMoves, extractTiming, nameMoveSubjects, staysThere, undatedMoves } from './extract-timing';
import { extractUnseen } from './extract-unseen';
import { extractDestinations } from './extract-destinations';
import { extractWorkArrangements, remoteAlternatives } from './extract-work-arrangements';
import { extractProtected, loneDemonyms, nationalitiesBesidePlaces } from './extract-protected';
import { extractOccupations } from './extract-occupations';
import { claimClientActivities, claimClientTiming } from './client-timing';
import { readLeftovers } from './coverage';
import { foundersByDeed } from './founding-deeds';
import { WISH_MARKERS } from './words-i18n';
import { professionalRegisters } from './professional-registers';
import { toolsKnown } from './tools-known';
import { claimCommutingDistance, compassParts, extractPlaceReferences, placesNamedByTheirParts } from './extract-place-references';


/** Words that make a clause a requirement again after a wish ("ideally Go, and must know AWS"). */
const REQUIRED_WORDS = new Set(['must', 'required', 'requirement', 'essential', 'mandatory', 'need', 'needs', 'necessary']);

/** Words after "plus" that make it "more" of a comparison, not a wish: "plus de", "plus d'un", "plus que". */
const COMPARING_AFTER_PLUS = new Set(['de', 'd', 'que', 'qu']);

/**
 * Token ranges of the clauses that say what is wished for rather than required ("ex-HubSpot a
 * plus", "ideally with Go", "(nice to have: Spanish)"). A marker alone in its clause ("Ideally,
 * ...") makes the next clause optional.
 */
function optionalSpans(ctx: BriefContext): Array<[number, number]> {
  const clauses: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i < ctx.length; i++) {
    if (ctx.tokens[i]!.breakAfter || i === ctx.length - 1) {
      clauses.push([start, i + 1]);
      start = i + 1;
    }
  }
  const spans: Array<[number, number]> = [];
  clauses.forEach(([from, to], index) => {
    const keys = ctx.tokens.slice(from, to).map((t) => t.folded);
    for (const marker of WISH_MARKERS) {
      // "plus de" compares ("il y a plus de 2 ans": more than 2 years ago), however "a plus" reads in English.
      const comparing = (k: number) => marker.at(-1) === 'plus' && COMPARING_AFTER_PLUS.has(keys[k + marker.length] ?? '');
      const at = keys.findIndex((_, k) => marker.every((w, m) => keys[k + m] === w) && !comparing(k));
      if (at < 0) continue;
      ctx.claim(from + at, from + at + marker.length);
      spans.push([from, to]);
      if (keys.length === marker.length && clauses[index + 1]) spans.push(clauses[index + 1]!);
      // "ideally graduating in 2027, and have done a co-op term at a fintech": the wish goes on in the
      // clauses its "and" or "or" joins, until one says what is required.
      for (let next = index + 1; next < clauses.length && ctx.tokens[clauses[next - 1]![1] - 1] && /^\s*,\s*$/.test(ctx.gapAfter(clauses[next - 1]![1] - 1)); next++) {
        const [start, end] = clauses[next]!;
        const words = ctx.tokens.slice(start, end).map((t) => t.folded);
        if (!['and', 'or'].includes(words[0] ?? '') || words.some((w) => REQUIRED_WORDS.has(w))) break;
        spans.push([start, end]);
      }
      break;
    }
  });
  return spans;
}

/** `now` is the day the brief is read: a window such as "in the last year" is stored as the months it meant then. */
export function interpretBrief(brief: string, now: Date = new Date()): Interpretation {
  const text = brief.slice(0, MAX_BRIEF_LENGTH).trim();
  const ctx = new BriefContext(text);
  claimFieldHeadings(ctx);
  claimCommutingDistance(ctx);
  claimIndifference(ctx);
  extractSelfDescription(ctx);
  extractClientsOwnPeople(ctx);
  claimPurposeNouns(ctx);
  extractProtected(ctx);
  hotelClasses(ctx);
  extractUnseen(ctx);
  extractDestinations(ctx);
  extractEarlyEmployees(ctx);
  extractWorkArrangements(ctx);
  extractTiming(ctx);
  extractTeamsLed(ctx);
  extractEducation(ctx);
  extractExperience(ctx);
  extractCompanySize(ctx);
  extractSeries(ctx);
  extractLanguages(ctx);
  extractExclusions(ctx);
  extractCompanyContext(ctx);
  extractFieldCompanies(ctx);
  extractCompanies(ctx);
  const examples = exampleEmployers(ctx);
  employersNoLongerThere(ctx);
  employersWorkedAtOnce(ctx);
  staysThere(ctx);
  earlyEmployersEitherTime(ctx);
  toolsKnown(ctx);
  extractFunctionHeads(ctx);
  extractManagementFields(ctx);
  rolesOfOrganisations(ctx);
  extractOccupations(ctx);
  extractTitlePatterns(ctx);
  extractKnownTopics(ctx);
  scanLexicon(ctx);
  itemsSharingHead(ctx);
  industriesOfWorkObjects(ctx);
  industryDomains(ctx);
  fieldsOfHiringHeadings(ctx);
  placesOfClients(ctx);
  claimMovesOn(ctx);
  credentialsBesideRoles(ctx);
  typeRatings(ctx);
  driversOfTheirClass(ctx);
  professionalRegisters(ctx);
  extractUnknownPlaces(ctx);
  nationalitiesBesidePlaces(ctx);
  extractTarget(ctx);
  extractUnknownRole(ctx);
  unknownRolesListedWith(ctx);
  skillsAfterShortTitles(ctx);
  foundersByDeed(ctx);
  marketSegments(ctx);
  legalPracticeAreas(ctx);
  excludeNonRoles(ctx);
  keepTitleModifiers(ctx);
  excludeNegated(ctx);
  // A place code right after a title read only now ("orthodontist in sc", "developer advocate sf").
  scanLexicon(ctx, 'place');
  // Last of the readings a negation could turn around ("nurses who never worked in Boston").
  askAboutStrayNegations(ctx);
  extractTrailingYears(ctx);
  yearsAsTheRole(ctx);
  rolesWorkedFor(ctx);
  rolesHeldBefore(ctx);
  industriesLeft(ctx);
  helpWantedWithoutPeople(ctx);
  fieldsWorkedInNow(ctx);
  rolesSpelledOut(ctx);
  titleInitialsSpelledOut(ctx);
  fieldsAfterTitles(ctx);
  skillsOfListedTitles(ctx);
  roleHistory(ctx);
  purposeTitles(ctx);
  shorthandsOfIndustries(ctx);
  productAudiences(ctx);
  creatorNiches(ctx);
  listedSubjects(ctx);
  nameMoveSubjects(ctx);
  dateMoves(ctx, now);
  dropOccasionPlaces(ctx);
  dropMarketPlaces(ctx);
  extractPlaceReferences(ctx);
  placesNamedByTheirParts(ctx);
  loneDemonyms(ctx);
  extractSubjectsAndFieldCodes(ctx);

  claimClientTiming(ctx);
  claimClientActivities(ctx);
  claimIndifferentAlternatives(ctx);
  const optional = [...optionalSpans(ctx), ...examples];
  compassParts(ctx, optional);
  const remote = remoteAlternatives(ctx);
  const unread = readLeftovers(ctx, optional);
  // A fact that runs into a wish from earlier in its sentence is wished for too: "People at Coutts, Rathbones or Brewin Dolphin would be preferred".
  const runsInto = (fact: Fact, from: number) => fact.start < from && fact.end > from && !ctx.tokens.slice(fact.start, from).some((t, k) => /[.!?;]/.test(ctx.gapAfter(fact.start + k)));
  const isOptional = (fact: Fact) => !['target', 'people', 'unknown', 'protected'].includes(fact.kind)
    && optional.some(([from, to]) => (fact.start >= from && fact.start < to) || runsInto(fact, from));
  const built = buildCriteria(ctx, (fact) => !isOptional(fact));
  const criteria = reconcileSeniority(built.criteria);
  const preferences = buildCriteria(ctx, isOptional).criteria
    .map((c) => ({ ...c, name: `Preferred: ${c.name}` }))
    .filter((p) => !criteria.some((c) => c.name === p.name));
  // The words the search will not use: what coverage could not read (never filler), asked about below.
  const unrecognised = unread.flatMap((run) => ctx.tokens.slice(run.start, run.end).map((t) => t.raw));
  const question = clarification({
    brief: text,
    criteria,
    target: built.target,
    problems: [...built.problems, ...remote, ...undatedMoves(ctx)],
    mentionsPeople: ctx.facts.some((f) => f.kind === 'people'),
    unknownPlaces: ctx.factsOf('unknown').map((f) => f.text),
    protectedWords: ctx.factsOf('protected').map((f) => ({ text: f.text, category: f.category })),
    unreadWords: unread.map((run) => run.text),
    unreadMayNamePeople: ctx.language !== 'en',
  });
  if (question) {
    return { kind: 'clarify', brief: text, question: question.question, reason: question.reason, criteria, target: built.target, preferences, unrecognised };
  }
  return { kind: 'criteria', brief: text, criteria, target: built.target, preferences, unrecognised };
}
