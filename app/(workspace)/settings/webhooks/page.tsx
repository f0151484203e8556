import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { RecentDeliveries } from '@/components/webhooks/recent-deliveries';
import { AUTOMATIC_ATTEMPTS, RETRY_SCHEDULE_IN_WORDS } from '@/server/webhooks/schedule';

export const metadata: Metadata = { title: 'Webhook deliveries' };

export default function WebhookDeliveriesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Webhook deliveries"
        description={
          <>
            Every attempt to deliver a signed <code>project.completed</code> event: {AUTOMATIC_ATTEMPTS} attempts at most ({RETRY_SCHEDULE_IN_WORDS}).
            Verify deliveries with the secret in <Link href="/settings/api-keys">API keys &amp; webhooks</Link>.
          </>
        }
      />
      <RecentDeliveries />
    </>
  );
}
