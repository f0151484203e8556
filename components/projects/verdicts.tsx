import { CheckIcon, XIcon } from '@/components/ui/icons';
import styles from './verdicts.module.css';

type Verdict = 'yes' | 'no' | 'unknown';

const WORDS: Record<Verdict, string> = { yes: 'meets it', no: 'does not meet it', unknown: 'unknown (no data)' };

function VerdictMark({ verdict, size = 11 }: { verdict: Verdict; size?: number }) {
  if (verdict === 'yes') return <CheckIcon size={size} strokeWidth={3} />;
  if (verdict === 'no') return <XIcon size={size} strokeWidth={3} />;
  return (
    <span className={styles.unknownMark} aria-hidden="true">
      ?
    </span>
  );
}

/** "Role: Backend Engineer" -> kind "Role", value "Backend Engineer" (the engine's naming). */
function splitCriterion(name: string): { kind: string | null; value: string } {
  const at = name.indexOf(': ');
  return at > 0 ? { kind: name.slice(0, at), value: name.slice(at + 2) } : { kind: null, value: name };
}

export function CriterionHeading({ name }: { name: string }) {
  const { kind, value } = splitCriterion(name);
  return (
    <span className={styles.criterionHeading}>
      {kind ? <span className={styles.criterionKind}>{kind}</span> : null}
      <span className={styles.criterionValue}>{value}</span>
    </span>
  );
}

/**
 * One criterion's verdict in its column: green yes, red no, grey unknown; the name and the evidence
 * behind the verdict ("title: Sr. Developer Advocate") are on hover and for screen readers.
 */
export function VerdictIcon({ name, verdict, evidence }: { name: string; verdict: Verdict | undefined; evidence?: string }) {
  if (!verdict) return <span className="muted">—</span>;
  const because = evidence ? ` (${evidence})` : '';
  return (
    <span
      className={`${styles.verdictIcon} ${styles[`verdict_${verdict}`]}`}
      title={`${name}: ${WORDS[verdict]}${because}`}
      role="img"
      aria-label={`${name}: ${verdict}${because}`}
      data-verdict={verdict}
    >
      <VerdictMark verdict={verdict} />
    </span>
  );
}

export function VerdictLegend() {
  return (
    <ul className={styles.legend} aria-label="Verdict legend">
      {(['yes', 'no', 'unknown'] as const).map((verdict) => (
        <li key={verdict} className={styles.legendItem}>
          <span className={`${styles.legendDot} ${styles[`verdict_${verdict}`]}`}>
            <VerdictMark verdict={verdict} size={10} />
          </span>
          {verdict === 'yes' ? 'Meets' : verdict === 'no' ? 'Does not meet' : 'Unknown'}
        </li>
      ))}
    </ul>
  );
}

/** The criteria columns: the project's order first, then names only the verdicts mention. */
export function criterionColumns(criteria: string[], rows: Array<{ verdicts: Record<string, Verdict> }>): string[] {
  const names = [...criteria];
  for (const row of rows) for (const name of Object.keys(row.verdicts)) if (!names.includes(name)) names.push(name);
  return names;
}
