// Search quality benchmark: npx tsx bench/search-quality/run.ts [--size 100000] [--set main|holdout|fresh|gazetteer|all] [--database-url <url>] [--verbose]
//
// Seeds a directory (in-memory PGlite by default; with --database-url, a PostgreSQL database you
// dedicate to it, e.g. postgresql://postgres@127.0.0.1:5432/bench_quality, which is reseeded),
// runs every brief of briefs.ts through the engine and prints, per brief and overall:
//   interpretation accuracy  |found ∩ intended| / |found ∪ intended| over criteria (+ the count)
//   precision                verified results that the SQL ground truth selects / verified results
//   recall                   verified results in the ground truth / min(ground truth, goal), where
//                            goal = the brief's count or the result cap without one
//   clarification            asked exactly when the brief cannot be acted on
//   ruled out                verified results that a place or an exclusion of the brief rules out (goal 0)
//   counts read              briefs whose count the engine read right / briefs with a count
// Exits 1 when a goal is missed: precision >= 0.97, recall >= 0.90, every clarification right,
// nobody ruled out verified, every count read.
import { openDatabase } from '@/server/db/open';
import { directoryPersonId, directorySize, isVerified, directorySource, RESULT_CAP_WITHOUT_TARGET, runSearch, seedDirectory } from '@/server/search';
import { CASES } from './briefs';
import { HOLDOUT_CASES } from './briefs-holdout';
import { FRESH_CASES } from './briefs-fresh';
import { GAZETTEER_CASES } from './briefs-gazetteer';
import { engineKeys, intentKeys, interpretationAccuracy } from './criteria-keys';

interface Row {
  id: string;
  clarifyExpected: boolean;
  clarifyAsked: boolean;
  accuracy: number | null;
  truth: number | null;
  verified: number;
  precision: number | null;
  recall: number | null;
  ms: number;
  ruledOut: number;
  countExpected: boolean;
  countRead: boolean;
  notes: string[];
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const fmt = (n: number | null, digits = 2) => (n === null ? '   -' : n.toFixed(digits));
const mean = (values: Array<number | null>) => {
  const defined = values.filter((v): v is number => v !== null);
  return defined.length === 0 ? null : defined.reduce((s, v) => s + v, 0) / defined.length;
};

async function main() {
  const size = Number(arg('--size') ?? 100_000);
  const url = arg('--database-url');
  const verbose = process.argv.includes('--verbose');
  const set = arg('--set') ?? 'main';
  const sets: Record<string, typeof CASES> = { main: CASES, holdout: HOLDOUT_CASES, fresh: FRESH_CASES, gazetteer: GAZETTEER_CASES,
    all: [...CASES, ...HOLDOUT_CASES, ...FRESH_CASES, ...GAZETTEER_CASES],
  };
  const cases = sets[set];
  if (!cases) throw new Error('--set must be main, holdout, fresh, gazetteer or all');
  const db = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite' });
  try {
    if ((await directorySize(db.sql)) !== size) {
      const report = await seedDirectory(db, { size });
      console.log(`seeded ${report.size.toLocaleString('en-US')} people on ${db.kind} in ${report.seconds}s`);
    }
    const source = directorySource(db);
    const rows: Row[] = [];
    for (const c of cases) {
      const started = performance.now();
      const outcome = await runSearch(source, c.brief);
      const ms = performance.now() - started;
      const notes: string[] = [];
      const clarifyAsked = outcome.status === 'awaiting_input';
      if (clarifyAsked) notes.push(`asked: ${outcome.clarificationQuestion}`);
      let accuracy: number | null = null;
      let truth: number | null = null;
      let precision: number | null = null;
      let recall: number | null = null;
      let verified = 0;
      let ruledOut = 0;
      const countExpected = c.intent?.target !== undefined;
      const countRead = countExpected && outcome.interpretation.target === c.intent?.target;
      if (countExpected && !countRead) notes.push(`count ${c.intent?.target} read as ${outcome.interpretation.target}`);
      if (c.intent) {
        const interpretation = outcome.interpretation;
        const found = engineKeys(interpretation.criteria, interpretation.target);
        const intended = intentKeys(c.intent);
        accuracy = interpretationAccuracy(found, intended);
        if (accuracy < 1) {
          notes.push(`missing: ${[...intended].filter((k) => !found.has(k)).join(' ; ') || '-'}`);
          notes.push(`extra: ${[...found].filter((k) => !intended.has(k)).join(' ; ') || '-'}`);
        }
      }
      if (c.truth) {
        const truthIds = new Set((await db.sql.query<{ id: number }>(`SELECT p.id FROM directory_person p WHERE ${c.truth}`)).map((r) => directoryPersonId(r.id)));
        truth = truthIds.size;
        if (outcome.status === 'done') {
          const verifiedIds = outcome.results.filter((r) => isVerified(r.verdicts)).map((r) => r.personId);
          verified = verifiedIds.length;
          const hits = verifiedIds.filter((id) => truthIds.has(id)).length;
          const goal = c.intent?.target ?? RESULT_CAP_WITHOUT_TARGET;
          precision = verified > 0 ? hits / verified : null;
          recall = truthIds.size > 0 ? Math.min(1, hits / Math.min(truthIds.size, goal)) : null;
          if (precision !== null && precision < 1) notes.push(`${verified - hits} verified results outside the ground truth`);
          if (c.rulesOut && verifiedIds.length > 0) {
            const outIds = new Set((await db.sql.query<{ id: number }>(`SELECT p.id FROM directory_person p WHERE ${c.rulesOut}`)).map((r) => directoryPersonId(r.id)));
            ruledOut = verifiedIds.filter((id) => outIds.has(id)).length;
            if (ruledOut > 0) notes.push(`${ruledOut} verified results that a place or an exclusion rules out`);
          }
        } else if (truthIds.size > 0) {
          recall = 0;
        }
      }
      rows.push({ id: c.id, clarifyExpected: !!c.clarify, clarifyAsked, accuracy, truth, verified, precision, recall, ms, ruledOut, countExpected, countRead, notes });
    }

    console.log(`\n${'brief'.padEnd(40)} clarify  interp  truth  verified  precision  recall     ms`);
    for (const r of rows) {
      const clarify = r.clarifyExpected === r.clarifyAsked ? (r.clarifyAsked ? 'asked ' : 'no    ') : r.clarifyAsked ? 'WRONG?' : 'MISSED';
      console.log(
        `${r.id.padEnd(40)} ${clarify}   ${fmt(r.accuracy)}  ${String(r.truth ?? '-').padStart(5)}  ${String(r.verified).padStart(8)}  ${fmt(r.precision).padStart(9)}  ${fmt(r.recall).padStart(6)}  ${r.ms.toFixed(0).padStart(5)}`,
      );
      if (verbose || (r.accuracy !== null && r.accuracy < 1) || r.clarifyExpected !== r.clarifyAsked || (r.precision ?? 1) < 1 || (r.recall ?? 1) < 1 || r.ruledOut > 0 || r.countExpected !== r.countRead) {
        for (const note of r.notes) console.log(`${' '.repeat(42)}${note}`);
      }
    }
    const clarifyCases = rows.filter((r) => r.clarifyExpected);
    const summary = {
      briefs: rows.length,
      interpretationAccuracy: mean(rows.map((r) => r.accuracy)),
      precision: mean(rows.map((r) => r.precision)),
      recall: mean(rows.map((r) => r.recall)),
      clarificationsRight: rows.filter((r) => r.clarifyExpected === r.clarifyAsked).length,
      vagueBriefsAsked: `${clarifyCases.filter((r) => r.clarifyAsked).length}/${clarifyCases.length}`,
      wronglyAsked: rows.filter((r) => !r.clarifyExpected && r.clarifyAsked).length,
      ruledOutVerified: rows.reduce((sum, r) => sum + r.ruledOut, 0),
      countsRead: `${rows.filter((r) => r.countRead).length}/${rows.filter((r) => r.countExpected).length}`,
      set,
      directory: { size, database: db.kind },
    };
    console.log(`\nOverall over ${rows.length} briefs (${clarifyCases.length} need a question):`);
    console.log(`  interpretation accuracy  ${fmt(summary.interpretationAccuracy, 3)}`);
    console.log(`  precision (verified)     ${fmt(summary.precision, 3)}   goal >= 0.97`);
    console.log(`  recall (capped)          ${fmt(summary.recall, 3)}   goal >= 0.90`);
    console.log(`  clarification right      ${summary.clarificationsRight}/${rows.length} (vague briefs asked ${summary.vagueBriefsAsked}, asked wrongly ${summary.wronglyAsked})`);
    console.log(`  ruled out but verified   ${summary.ruledOutVerified}   goal 0`);
    console.log(`  counts read              ${summary.countsRead}`);
    console.log(JSON.stringify(summary));
    const ok = (summary.precision ?? 0) >= 0.97 && (summary.recall ?? 0) >= 0.9 && summary.clarificationsRight === rows.length
      && summary.ruledOutVerified === 0 && rows.every((r) => r.countRead === r.countExpected);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
