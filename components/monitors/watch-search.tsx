'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeError } from '@/components/ui/error-message';
import { RadarIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { MONITORS_LIST_INPUT, monitorHref } from './monitor-meta';
import { ScheduleChoice } from './schedule-fields';
import { browserTimeZone, useBrowserTimeZone } from './time-zones';

/**
 * "Watch this search": a monitor of a finished project's brief, daily or weekly on the browser's
 * clock. Once the brief is watched (now or before), a link to its monitor instead.
 */
export function WatchSearch({ brief }: { brief: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [cadence, setCadence] = useState<'daily' | 'weekly'>('weekly');
  const zone = useBrowserTimeZone();
  // The same cached list as the Monitors page: a brief watched earlier links to its monitor.
  const monitors = useQuery(trpc.monitors.list.queryOptions(MONITORS_LIST_INPUT));
  const create = useMutation(
    trpc.monitors.create.mutationOptions({
      onSuccess: async () => {
        toast('Watching this search: its first run has started');
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: trpc.monitors.list.queryKey() });
      },
    }),
  );
  const watched = create.data ?? monitors.data?.monitors.find((monitor) => monitor.brief === brief);

  // Until the list is known, offering to watch could duplicate a monitor.
  if (!watched && monitors.isPending) return null;
  if (watched) {
    return (
      <Link href={monitorHref(watched.monitorId)} className={buttonClass('secondary')}>
        <RadarIcon size={16} />
        View monitor
      </Link>
    );
  }
  return (
    <>
      <Button
        icon={<RadarIcon size={16} />}
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        Watch this search
      </Button>
      <ConfirmDialog
        open={open}
        title="Watch this search"
        confirmLabel="Create monitor"
        tone="primary"
        pending={create.isPending}
        error={create.isError ? describeError(create.error).message : null}
        onClose={() => setOpen(false)}
        onConfirm={() => create.mutate({ brief, schedule: cadence, timezone: browserTimeZone() })}
      >
        <p>
          A monitor re-runs this brief on a schedule. Its first run starts now and delivers what a search of it finds today; every later run
          delivers only people the monitor has not delivered before. One credit per person delivered.
        </p>
        <ScheduleChoice value={cadence} onChange={(kind) => setCadence(kind === 'daily' ? 'daily' : 'weekly')} kinds={['daily', 'weekly']} />
        <p>Times are on your clock{zone ? ` (${zone.replaceAll('_', ' ')})` : ''}. Pause or delete it on the Monitors page.</p>
      </ConfirmDialog>
    </>
  );
}
