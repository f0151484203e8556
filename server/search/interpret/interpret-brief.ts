// Brief -> named criteria and a target, or a clarification question. Pure and synchronous: the
// same brief always gives the same interpretation (company names are matched to the directory
// later, by resolveCompanies).
import type { Interpretation } from '../types';
import { buildCriteria } from './build-criteria';
import { clarification, reconcileSeniority } from './clarify';
import { BriefContext } from './context';
import { extractCompanies } from './extract-companies';
import { extractLanguages } from './extract-languages';
import { extractCompanySize, extractExperience, extractSeries, extractTarget } from './extract-numbers';
import { extractTitlePatterns, extractUnknownRole } from './extract-titles';
import { extractExcludedPlaces, scanLexicon } from './scan-lexicon';
import { COMPANY_NOUNS, SEARCH_VERBS, STOPWORDS, VAGUE_ADJECTIVES } from './words';

/** Longest brief the interpreter reads; the API should reject longer ones before this. */
export const MAX_BRIEF_LENGTH = 2000;

export function interpretBrief(brief: string): Interpretation {
  const text = brief.slice(0, MAX_BRIEF_LENGTH).trim();
  const ctx = new BriefContext(text);
  extractExperience(ctx);
  extractCompanySize(ctx);
  extractSeries(ctx);
  extractLanguages(ctx);
  extractExcludedPlaces(ctx);
  extractCompanies(ctx);
  extractTitlePatterns(ctx);
  scanLexicon(ctx);
  extractTarget(ctx);
  extractUnknownRole(ctx);

  const built = buildCriteria(ctx);
  const criteria = reconcileSeniority(built.criteria);
  const unrecognised = ctx.tokens
    .filter((t, i) => ctx.isFree(i) && !t.numeric && ![STOPWORDS, SEARCH_VERBS, VAGUE_ADJECTIVES, COMPANY_NOUNS].some((words) => words.has(t.originalKey)))
    .map((t) => t.raw);
  const question = clarification({
    brief: text,
    criteria,
    target: built.target,
    problems: built.problems,
    mentionsPeople: ctx.facts.some((f) => f.kind === 'people'),
  });
  if (question) {
    return { kind: 'clarify', brief: text, question: question.question, reason: question.reason, criteria, target: built.target, unrecognised };
  }
  return { kind: 'criteria', brief: text, criteria, target: built.target, unrecognised };
}
