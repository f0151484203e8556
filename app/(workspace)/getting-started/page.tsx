import type { Metadata } from 'next';
import { GettingStarted } from '@/components/getting-started/getting-started';
import { serverCaller } from '@/components/trpc/server';
import { PageHeader } from '@/components/ui/page-header';
import { getEnv } from '@/server/env';

export const metadata: Metadata = { title: 'Getting started' };

export default async function GettingStartedPage() {
  const caller = serverCaller();
  const [summary, keys] = await Promise.all([caller.workspace.summary(), caller.apiKeys.list()]);
  return (
    <>
      <PageHeader title="Getting started" description="Find people who match a brief, from your own code. Here is the whole flow in four steps." />
      <GettingStarted
        workspaceName={summary.name}
        role={summary.role ?? 'member'}
        credits={summary.creditBalance}
        monthlyBudget={summary.monthlyBudget}
        activeKeys={keys.filter((key) => !key.revokedAt).length}
        apiBase={`${getEnv().APP_URL}/v1`}
      />
    </>
  );
}
