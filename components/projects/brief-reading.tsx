import { MessageQuestionIcon, SparklesIcon } from '@/components/ui/icons';
import type { SearchPreview } from '@/server/schemas/project';
import styles from './brief-reading.module.css';

interface BriefReadingProps {
  criteria: SearchPreview['criteria'];
  ignored: string[];
  /** The live preview's estimate; the project page has the real counts instead. */
  estimatedMatches?: number;
  clarificationQuestion?: string | null;
  title?: string;
}

/**
 * How a brief is read: its criteria as chips (an exclusion marked as such), the words it does not
 * use, and, in the form, the estimate and the question the search would ask. The web form shows
 * it live as the brief is typed; the project page shows the same reading of a finished search.
 */
export function BriefReading({ criteria, ignored, estimatedMatches, clarificationQuestion, title = 'Interpreted as' }: BriefReadingProps) {
  return (
    <div className={styles.reading} data-testid="brief-reading">
      <h3 className={styles.criteriaTitle}>
        <SparklesIcon size={15} />
        {title}
      </h3>
      {criteria.length > 0 ? (
        <ul className={styles.chips} aria-label="Criteria">
          {criteria.map((c) => (
            <li key={c.name} className={`${styles.chip} ${/: not |: outside /.test(c.name) ? styles.chipExclusion : ''}`} data-kind={c.kind}>
              {c.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No criteria yet: say who you are looking for.</p>
      )}
      {ignored.length > 0 ? (
        <p className={styles.notUsed} data-testid="not-used">
          Not used: {ignored.map((word) => `“${word}”`).join(', ')}
        </p>
      ) : null}
      {estimatedMatches !== undefined && !clarificationQuestion ? (
        <p className={styles.estimate} data-testid="estimate">
          About {estimatedMatches.toLocaleString('en')} {estimatedMatches === 1 ? 'person' : 'people'} in the directory meet every criterion.
        </p>
      ) : null}
      {clarificationQuestion ? (
        <p className={styles.previewQuestion} data-testid="preview-question">
          <MessageQuestionIcon size={15} />
          {clarificationQuestion}
        </p>
      ) : null}
    </div>
  );
}

/** The forms' live reading of the brief being typed (nothing until the first preview answers). */
export function LiveBriefReading({ preview }: { preview: SearchPreview | null }) {
  if (!preview) return null;
  return (
    <div aria-live="polite">
      <BriefReading
        title="How this brief will be read"
        criteria={preview.criteria}
        ignored={preview.ignored}
        estimatedMatches={preview.estimatedMatches}
        clarificationQuestion={preview.clarificationQuestion}
      />
    </div>
  );
}
