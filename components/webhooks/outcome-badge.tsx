import { Badge } from '@/components/ui/badge';
import type { DeliveryRow } from './delivery-format';
import styles from './webhooks.module.css';

/** The result of one attempt: a badge, then what went wrong in words. */
export function OutcomeCell({ row }: { row: Pick<DeliveryRow, 'outcome' | 'statusCode' | 'error' | 'blocked' | 'responseExcerpt'> }) {
  const detail = row.blocked ? `Not sent: ${row.blocked}` : row.error && row.error !== `HTTP ${row.statusCode}` ? row.error : null;
  return (
    <div className={styles.outcome}>
      <OutcomeBadge row={row} />
      {detail ? <span className={styles.detail}>{detail}</span> : null}
      {row.responseExcerpt && row.outcome === 'failed' ? (
        <span className={styles.excerpt} title={row.responseExcerpt}>
          Response: {row.responseExcerpt}
        </span>
      ) : null}
    </div>
  );
}

function OutcomeBadge({ row }: { row: Pick<DeliveryRow, 'outcome' | 'statusCode'> }) {
  switch (row.outcome) {
    case 'delivered':
      return (
        <Badge tone="success" dot>
          Delivered · {row.statusCode}
        </Badge>
      );
    case 'failed':
      return (
        <Badge tone="danger" dot>
          {row.statusCode ? `Failed · ${row.statusCode}` : 'Failed'}
        </Badge>
      );
    case 'blocked':
      return (
        <Badge tone="warning" dot>
          Blocked
        </Badge>
      );
    case 'sending':
      return (
        <Badge tone="primary">
          <span className={`spinner ${styles.badgeSpinner}`} aria-hidden="true" />
          Sending
        </Badge>
      );
    case 'queued':
      return <Badge tone="neutral">Queued</Badge>;
  }
}
