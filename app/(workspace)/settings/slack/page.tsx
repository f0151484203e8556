import type { Metadata } from 'next';
import { SlackPanel } from '@/components/settings/slack-panel';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Slack' };

export default function SlackSettingsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Slack"
        description={
          <>
            Run searches from Slack with <code>/people &lt;brief&gt;</code>: on this workspace&apos;s credits and hourly limit, with the people posted back
            in the channel.
          </>
        }
      />
      <SlackPanel />
    </>
  );
}
