// "math and science teachers", "professores de matemática e ciências": the subjects of a list share
// its one word for a teacher, so each is a subject's teacher of its own ("Math Teacher or Science
// Teacher"), never a teacher of the last with the others as words their profiles must mention.
import { SUBJECTS } from '../vocab/profession-words';
import type { BriefContext } from './context';
import { titleFact } from './extract-titles';
import { lazyTable, longestPhraseAt, phraseTable } from './phrase-table';
import { LIST_CONJUNCTIONS } from './words-i18n';

/** Every language's name of a subject -> its English name ("ciências" -> science). */
const subjectNames = lazyTable(() => phraseTable(SUBJECTS.flatMap(([english, ...names]) => [english, ...names.flatMap((n) => n.split('|'))].map((name) => [name, english] as const))));
const SUBJECT_TEACHER = new Set(SUBJECTS.map(([english]) => `${english} teacher`));

export function listedSubjects(ctx: BriefContext): void {
  for (const role of [...ctx.factsOf('role')]) {
    if (role.exclude || role.titleTerms.length !== 1 || !SUBJECT_TEACHER.has(role.titleTerms[0]!)) continue;
    // After the teacher ("professores de matemática e ciências") or, in English, before it ("math and science teachers").
    const after = role.end;
    if (LIST_CONJUNCTIONS.has(ctx.key(after) ?? '') && ctx.isFree(after) && !ctx.tokens[after - 1]!.breakAfter) {
      const subject = longestPhraseAt(ctx, after + 1, subjectNames());
      if (subject) {
        ctx.addFact(titleFact(`${subject.meaning} teacher`, after + 1, subject.end, ctx.text(after + 1, subject.end)));
        ctx.claim(after, after + 1);
      }
    }
    for (let start = Math.max(0, role.start - 3); start < role.start - 1; start++) {
      const subject = longestPhraseAt(ctx, start, subjectNames());
      const link = subject?.end;
      if (!subject || link === undefined || link !== role.start - 1 || !LIST_CONJUNCTIONS.has(ctx.key(link) ?? '') || !ctx.isFree(link)) continue;
      ctx.addFact(titleFact(`${subject.meaning} teacher`, start, subject.end, ctx.text(start, subject.end)));
      ctx.claim(link, link + 1);
      break;
    }
  }
}
