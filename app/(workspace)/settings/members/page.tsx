import type { Metadata } from 'next';
import { MembersPanel } from '@/components/settings/members-panel';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Members' };

export default function MembersPage() {
  return (
    <>
      <PageHeader eyebrow="Settings" title="Members" description="Who can use this workspace, and what they may change." />
      <MembersPanel />
    </>
  );
}
