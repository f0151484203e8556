import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon, WarningIcon } from './icons';

type Tone = 'error' | 'warning' | 'success' | 'info';

const ICONS = { error: AlertIcon, warning: WarningIcon, success: CheckIcon, info: InfoIcon } as const;

/** Inline message; errors use role="alert" so they are announced and easy to find in tests. */
export function Alert({ tone = 'info', title, children, action }: { tone?: Tone; title?: ReactNode; children?: ReactNode; action?: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={16} />
      <div style={{ flex: 1, minWidth: 0 }}>
        {title ? <div className="alert-title">{title}</div> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
