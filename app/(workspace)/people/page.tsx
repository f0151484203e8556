import type { Metadata } from 'next';
import { DirectoryNotice, ImportsPanel, OwnPeoplePanel, SkipDeliveredSetting } from '@/components/people/people-panels';
import { SuppressionPanel } from '@/components/people/suppression-panel';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'People' };

export default function PeoplePage() {
  return (
    <>
      <PageHeader title="People" description="Bring your own people into your searches, and keep out the ones you must never contact." />
      <div className="stack-lg">
        <DirectoryNotice />
        <ImportsPanel />
        <OwnPeoplePanel />
        <SuppressionPanel />
        <SkipDeliveredSetting />
      </div>
    </>
  );
}
