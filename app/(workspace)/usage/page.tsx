import type { Metadata } from 'next';
import { serverCaller } from '@/components/trpc/server';
import { PageHeader } from '@/components/ui/page-header';
import { UsagePanel } from '@/components/usage/usage-panel';

export const metadata: Metadata = { title: 'Usage' };
export const dynamic = 'force-dynamic';

export default async function UsagePage() {
  const usage = await serverCaller().projects.usage();
  return (
    <>
      <PageHeader title="Usage" description="Credits, this month’s spend against the budget, and searches started in the last hour." />
      <UsagePanel usage={usage} />
    </>
  );
}
