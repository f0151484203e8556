import type { Metadata } from 'next';
import { DirectoryNotice } from '@/components/people/directory-notice';
import { ImportsPanel } from '@/components/people/imports-panel';
import { OwnPeoplePanel } from '@/components/people/own-people-panel';
import { SkipDeliveredSetting } from '@/components/people/skip-delivered-setting';
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
