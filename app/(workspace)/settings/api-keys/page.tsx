import type { Metadata } from 'next';
import { ApiKeysPanel } from '@/components/settings/api-keys-panel';
import { WebhookSecretSection } from '@/components/settings/webhook-secret-section';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'API keys & webhooks' };

export default function ApiKeysPage() {
  return (
    <>
      <PageHeader eyebrow="Settings" title="API keys & webhooks" description="Credentials for calling the API and for verifying the webhooks it sends you." />
      <div className="stack-lg">
        <ApiKeysPanel />
        <WebhookSecretSection />
      </div>
    </>
  );
}
