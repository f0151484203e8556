import type { Metadata } from 'next';
import { MONITORS_LIST_INPUT, type MonitorsPage as MonitorsPageData } from '@/components/monitors/monitor-meta';
import { MonitorsList } from '@/components/monitors/monitors-list';
import { NewMonitorForm } from '@/components/monitors/new-monitor-form';
import { serverCaller } from '@/components/trpc/server';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Monitors' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function MonitorsPage({ searchParams }: { searchParams: SearchParams }) {
  // ?monitor=… (a "View monitor" link) brings that monitor into view.
  const highlighted = first((await searchParams).monitor);
  // Rendered with the list, so it never flashes a skeleton; JSON-shaped like the browser's refetches.
  const monitors = JSON.parse(JSON.stringify(await serverCaller().monitors.list(MONITORS_LIST_INPUT))) as MonitorsPageData;
  return (
    <>
      <PageHeader
        title="Monitors"
        description="A monitor re-runs a brief on a schedule. Each run is a project that delivers only people no earlier run of the monitor delivered, on the same credits and limits as any search."
      />
      <div className="stack-lg">
        <NewMonitorForm />
        <MonitorsList initialData={monitors} highlighted={highlighted} />
      </div>
    </>
  );
}
