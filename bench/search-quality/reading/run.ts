// Reading benchmark: npx tsx bench/search-quality/reading/run.ts [--set all|real|short|second|third|fourth|en|pt|es|fr|de|nl] [--verbose]
//
// Reads every held-out brief (written in the style real users write, never tuned on) with the
// engine's interpreter and prints, per set and per language:
//   honest    every hard constraint became a criterion, or the brief asked (ask cases: it asked)
//   faithful  every hard constraint became a criterion and no question was needed (ask cases: it asked)
//   misread   briefs with a criterion nobody asked for: invented, inverted or widened (goal 0)
//   dropped   briefs that lost a hard constraint and still ran without asking
// Exits 1 when a goal is missed: misread 0, honest >= 0.97, faithful >= 0.80 (>= 0.90 on the short set).
import { interpretBrief } from '@/server/search';
import type { ReadingCase } from './labels';
import { scoreCase, type CaseScore } from './score';
import { REAL_EN } from './real-en';
import { REAL_PT } from './real-pt';
import { REAL_ES } from './real-es';
import { REAL_FR } from './real-fr';
import { REAL_DE } from './real-de';
import { REAL_NL } from './real-nl';
import { SHORT_ROLE_PLACE } from './short-role-place';
import { SECOND_HOLDOUT } from './second-holdout';
import { THIRD_HOLDOUT } from './third-holdout';
import { FOURTH_HOLDOUT } from './fourth-holdout';

const REAL = [...REAL_EN, ...REAL_PT, ...REAL_ES, ...REAL_FR, ...REAL_DE, ...REAL_NL];

interface Tally {
  label: string;
  scores: CaseScore[];
  goalFaithful: number;
}

const share = (scores: CaseScore[], test: (s: CaseScore) => boolean) => (scores.length === 0 ? 0 : scores.filter(test).length / scores.length);

function line({ label, scores }: Tally): string {
  const dropped = scores.filter((s) => !s.asked && s.dropped.length > 0).length;
  const misread = scores.filter((s) => s.misread.length > 0).length;
  return `${label.padEnd(18)} ${String(scores.length).padStart(5)}  ${share(scores, (s) => s.honest).toFixed(3)}   ${share(scores, (s) => s.faithful).toFixed(3)}    ${String(misread).padStart(4)}     ${String(dropped).padStart(4)}`;
}

function main() {
  const argv = process.argv.slice(2);
  const set = argv[argv.indexOf('--set') + 1] && argv.includes('--set') ? argv[argv.indexOf('--set') + 1]! : 'all';
  const verbose = argv.includes('--verbose');
  const byLanguage = (lang: string) => REAL.filter((c) => c.lang === lang);
  const chosen: Record<string, ReadingCase[]> = {
    all: [...REAL, ...SHORT_ROLE_PLACE], real: REAL, short: SHORT_ROLE_PLACE, second: SECOND_HOLDOUT, third: THIRD_HOLDOUT, fourth: FOURTH_HOLDOUT,
    en: byLanguage('en'), pt: byLanguage('pt'), es: byLanguage('es'), fr: byLanguage('fr'), de: byLanguage('de'), nl: byLanguage('nl'),
  };
  const cases = chosen[set];
  if (!cases) throw new Error(`--set must be one of ${Object.keys(chosen).join(', ')}`);
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`two cases are called ${c.id}`);
    ids.add(c.id);
  }

  const scores = new Map<string, CaseScore>();
  for (const c of cases) {
    const reading = interpretBrief(c.brief);
    const score = scoreCase(c, reading);
    scores.set(c.id, score);
    const wrong = !score.faithful || score.misread.length > 0;
    if (verbose || wrong) {
      console.log(`${score.faithful ? '  ' : score.honest ? 'ok' : 'XX'} ${c.id}: ${c.brief}`);
      if (score.asked) console.log(`     asked: ${reading.kind === 'clarify' ? reading.question : ''}`);
      if (score.dropped.length > 0) console.log(`     dropped: ${score.dropped.join(' ; ')}`);
      if (score.misread.length > 0) console.log(`     misread: ${score.misread.join(' ; ')}`);
      if (verbose || wrong) console.log(`     read: ${reading.criteria.map((criterion) => criterion.name).join(' ; ') || '-'}${reading.target ? ` ; count ${reading.target}` : ''}`);
    }
  }
  const of = (list: ReadingCase[]) => list.filter((c) => scores.has(c.id)).map((c) => scores.get(c.id)!);
  const tallies: Tally[] = [
    { label: 'real (all)', scores: of(REAL), goalFaithful: 0.8 },
    ...['en', 'pt', 'es', 'fr', 'de', 'nl'].map((lang) => ({ label: `  ${lang}`, scores: of(byLanguage(lang)), goalFaithful: 0.8 })),
    { label: 'short role+place', scores: of(SHORT_ROLE_PLACE), goalFaithful: 0.9 },
    // The second held-out set (2026-11-27): short queries, English briefs, the other languages.
    { label: 'second: short', scores: of(SECOND_HOLDOUT.filter((c) => c.id.startsWith('h2-sq-'))), goalFaithful: 0.9 },
    { label: 'second: en', scores: of(SECOND_HOLDOUT.filter((c) => c.id.startsWith('h2-en-'))), goalFaithful: 0.8 },
    { label: 'second: other', scores: of(SECOND_HOLDOUT.filter((c) => !c.id.startsWith('h2-sq-') && !c.id.startsWith('h2-en-'))), goalFaithful: 0.8 },
    // The third held-out set (2026-12-02), in the same three parts.
    { label: 'third: short', scores: of(THIRD_HOLDOUT.filter((c) => c.id.startsWith('h3-sq-'))), goalFaithful: 0.9 },
    { label: 'third: en', scores: of(THIRD_HOLDOUT.filter((c) => c.id.startsWith('h3-en-'))), goalFaithful: 0.8 },
    { label: 'third: other', scores: of(THIRD_HOLDOUT.filter((c) => !c.id.startsWith('h3-sq-') && !c.id.startsWith('h3-en-'))), goalFaithful: 0.8 },
    // The fourth held-out set (2026-12-06), in the same three parts.
    { label: 'fourth: short', scores: of(FOURTH_HOLDOUT.filter((c) => c.id.startsWith('h4-sq-'))), goalFaithful: 0.9 },
    { label: 'fourth: en', scores: of(FOURTH_HOLDOUT.filter((c) => c.id.startsWith('h4-en-'))), goalFaithful: 0.8 },
    { label: 'fourth: other', scores: of(FOURTH_HOLDOUT.filter((c) => !c.id.startsWith('h4-sq-') && !c.id.startsWith('h4-en-'))), goalFaithful: 0.8 },
  ].filter((tally) => tally.scores.length > 0);
  console.log(`\n${'set'.padEnd(18)} briefs  honest  faithful  misread  dropped`);
  for (const tally of tallies) console.log(line(tally));
  console.log('goals: honest >= 0.97, faithful >= 0.80 (short >= 0.90), misread 0');
  const summary = Object.fromEntries(tallies.map((t) => [t.label.trim(), {
    briefs: t.scores.length,
    honest: Number(share(t.scores, (s) => s.honest).toFixed(3)),
    faithful: Number(share(t.scores, (s) => s.faithful).toFixed(3)),
    misread: t.scores.filter((s) => s.misread.length > 0).length,
    dropped: t.scores.filter((s) => !s.asked && s.dropped.length > 0).length,
  }]));
  console.log(JSON.stringify(summary));
  const top = [tallies[0], tallies.at(-1)].filter((t): t is Tally => !!t && !t.label.startsWith('  '));
  const ok = top.every((t) => t.scores.every((s) => s.misread.length === 0)
    && share(t.scores, (s) => s.honest) >= 0.97 && share(t.scores, (s) => s.faithful) >= t.goalFaithful);
  process.exitCode = ok ? 0 : 1;
}

main();
