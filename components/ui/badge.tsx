import type { ReactNode } from 'react';

type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning';

export function Badge({ tone = 'neutral', dot, children }: { tone?: BadgeTone; dot?: boolean; children: ReactNode }) {
  return <span className={`badge badge-${tone}${dot ? ' badge-dot' : ''}`}>{children}</span>;
}

const ROLE_TONES: Record<string, BadgeTone> = { owner: 'primary', admin: 'warning', member: 'neutral' };

export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={ROLE_TONES[role] ?? 'neutral'}>{role.charAt(0).toUpperCase() + role.slice(1)}</Badge>;
}
