import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { RecentDeliveries } from '@/components/webhooks/recent-deliveries';

export const metadata: Metadata = { title: 'Webhook deliveries' };

export default function WebhookDeliveriesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Webhook deliveries"
        description={
          <>
            Every attempt to deliver a signed <code>project.completed</code> event: three attempts at most (at once, after 30 seconds, after 5 minutes).
            Verify deliveries with the secret in <Link href="/settings/api-keys">API keys &amp; webhooks</Link>.
          </>
        }
      />
      <RecentDeliveries />
    </>
  );
}
