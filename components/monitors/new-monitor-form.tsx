'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { LiveBriefReading } from '@/components/projects/brief-reading';
import { useBriefPreview } from '@/components/projects/new-search-form';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { AlertIcon, RadarIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { monitorInput } from '@/server/schemas/monitor';
import { MAX_BRIEF_LENGTH } from '@/server/search/search-rules';
import styles from './monitors.module.css';
import { ScheduleChoice, type ScheduleKind, TimeZoneField } from './schedule-fields';
import { useBrowserTimeZone } from './time-zones';

type FieldErrors = Partial<Record<'brief' | 'schedule' | 'callbackUrl', string>>;

/** Brief, schedule, time zone and an optional callback URL; validated here as the server will, then created. */
export function NewMonitorForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const briefId = useId();
  const [brief, setBrief] = useState('');
  const [kind, setKind] = useState<ScheduleKind>('daily');
  const [cron, setCron] = useState('');
  // Until the user picks one, the browser's own zone (unknown while rendering on the server).
  const [chosenZone, setChosenZone] = useState<string | null>(null);
  const browserZone = useBrowserTimeZone();
  const timezone = chosenZone ?? browserZone ?? 'UTC';
  const [callbackUrl, setCallbackUrl] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const preview = useBriefPreview(brief);

  const create = useMutation(
    trpc.monitors.create.mutationOptions({
      onSuccess: async () => {
        toast('Monitor created: its first run has started');
        setBrief('');
        setCron('');
        setCallbackUrl('');
        await queryClient.invalidateQueries({ queryKey: trpc.monitors.list.queryKey() });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const schedule = kind === 'cron' ? cron : kind;
    const parsed = monitorInput.safeParse({ brief, schedule, timezone, callbackUrl: callbackUrl.trim() || undefined });
    const next: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'brief') next.brief ??= brief.trim() === '' ? 'Describe the people to watch for.' : issue.message;
        if (field === 'schedule') next.schedule ??= cron.trim() === '' ? 'Enter a cron expression.' : `This schedule ${issue.message}.`;
        if (field === 'callbackUrl') next.callbackUrl ??= issue.message;
      }
    }
    setErrors(next);
    // A refusal from an earlier attempt no longer applies to what is on screen.
    create.reset();
    if (parsed.success) create.mutate(parsed.data);
  }

  const failure = create.isError ? describeError(create.error) : null;

  return (
    <section className="card" aria-labelledby="new-monitor-title">
      <form onSubmit={submit} noValidate aria-label="New monitor" className={styles.form}>
        <div className={styles.formHead}>
          <h2 id="new-monitor-title">New monitor</h2>
          <p>Write the brief as for a search. Its first run starts at once; later runs deliver only people it has not delivered before.</p>
        </div>

        <div className="field">
          <label className="field-label" htmlFor={briefId}>
            Brief
          </label>
          <textarea
            id={briefId}
            name="brief"
            className={`input ${styles.textarea}`}
            rows={2}
            maxLength={MAX_BRIEF_LENGTH}
            placeholder="e.g. Senior backend engineers in Berlin with Go experience"
            value={brief}
            onChange={(event) => setBrief(event.target.value)}
            aria-invalid={errors.brief ? true : undefined}
            aria-describedby={errors.brief ? `${briefId}-error` : undefined}
          />
          {errors.brief ? (
            <p className="field-error" id={`${briefId}-error`}>
              <AlertIcon size={13} />
              {errors.brief}
            </p>
          ) : null}
        </div>

        <LiveBriefReading preview={preview} />

        <div className={styles.scheduleRow}>
          <ScheduleChoice value={kind} onChange={setKind} />
          {kind === 'cron' ? (
            <TextField
              label="Cron expression"
              name="cron"
              className={styles.cronField}
              placeholder="0 9 * * 1-5"
              spellCheck={false}
              autoComplete="off"
              value={cron}
              onChange={(event) => setCron(event.target.value)}
              error={errors.schedule}
              hint="minute hour day month weekday, e.g. 0 9 * * 1-5 for weekdays at 09:00"
            />
          ) : null}
          <div className={styles.zoneField}>
            <TimeZoneField value={timezone} onChange={setChosenZone} />
          </div>
        </div>

        <TextField
          label="Callback URL (optional)"
          name="callbackUrl"
          type="url"
          placeholder="https://example.com/hooks/people"
          value={callbackUrl}
          onChange={(event) => setCallbackUrl(event.target.value)}
          error={errors.callbackUrl}
          hint="Receives each run's signed project.completed event, as a search's callbackUrl does."
        />

        <div className={styles.formFoot}>
          <span className={styles.cost}>Each run is a search: one credit per new person delivered, under the same hourly allowance.</span>
          <Button type="submit" variant="primary" pending={create.isPending} icon={<RadarIcon size={16} />}>
            Create monitor
          </Button>
        </div>

        {failure ? (
          <Alert tone="error" title="The monitor was not created">
            {failure.message}
          </Alert>
        ) : null}
      </form>
    </section>
  );
}
