import { CheckIcon, XIcon } from '@/components/ui/icons';
import styles from './projects.module.css';

export type Verdict = 'yes' | 'no' | 'unknown';

const WORDS: Record<Verdict, string> = { yes: 'meets', no: 'does not meet', unknown: 'unknown (no data)' };

function VerdictMark({ verdict }: { verdict: Verdict }) {
  if (verdict === 'yes') return <CheckIcon size={11} strokeWidth={3} />;
  if (verdict === 'no') return <XIcon size={11} strokeWidth={3} />;
  return <span className={styles.unknownMark} aria-hidden="true">?</span>;
}

/** One criterion's verdict: green yes, red no, grey unknown; the criterion's name is the label. */
export function VerdictBadge({ name, verdict }: { name: string; verdict: Verdict }) {
  return (
    <li className={`${styles.verdict} ${styles[`verdict_${verdict}`]}`} title={`${name}: ${WORDS[verdict]}`} data-verdict={verdict}>
      <VerdictMark verdict={verdict} />
      <span className={styles.verdictName}>{name}</span>
      <span className="visually-hidden">: {verdict}</span>
    </li>
  );
}

/** The verdicts of one result, in the project's criteria order when it is known. */
export function VerdictList({ verdicts, order }: { verdicts: Record<string, Verdict>; order: string[] }) {
  const names = [...order.filter((name) => name in verdicts), ...Object.keys(verdicts).filter((name) => !order.includes(name))];
  if (names.length === 0) return <span className="muted">—</span>;
  return (
    <ul className={styles.verdicts} aria-label="Criteria verdicts">
      {names.map((name) => (
        <VerdictBadge key={name} name={name} verdict={verdicts[name]!} />
      ))}
    </ul>
  );
}

export function VerdictLegend() {
  return (
    <ul className={styles.legend} aria-label="Verdict legend">
      {(['yes', 'no', 'unknown'] as const).map((verdict) => (
        <li key={verdict} className={styles.legendItem}>
          <span className={`${styles.legendDot} ${styles[`verdict_${verdict}`]}`}>
            <VerdictMark verdict={verdict} />
          </span>
          {verdict === 'yes' ? 'Meets the criterion' : verdict === 'no' ? 'Does not' : 'Unknown'}
        </li>
      ))}
    </ul>
  );
}

export function isVerified(verdicts: Record<string, Verdict>): boolean {
  const values = Object.values(verdicts);
  return values.length > 0 && values.every((v) => v === 'yes');
}
