'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { AlertIcon, SearchIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { type SearchPreview, webSearchInput } from '@/server/schemas/project';
import { MAX_BRIEF_LENGTH, MAX_TARGET } from '@/server/search/search-rules';
import { LiveBriefReading } from './brief-reading';
import styles from './new-search-form.module.css';

/** Pause in typing before the brief is read again (the preview is free, but not worth a request per key). */
const PREVIEW_DEBOUNCE_MS = 350;

const EXAMPLES = [
  'Senior backend engineers in Berlin with Go experience',
  'Product designers in London who worked at a fintech startup',
  '20 data scientists in Paris who speak German',
];

interface NewSearchFormProps {
  initialBrief?: string;
  initialTarget?: string;
  /** The project the brief was copied from ("New search from this brief"). */
  fromProject?: string;
}

/** Brief + optional target; starts a search with the same limits and charging as POST /v1/search. */
export function NewSearchForm({ initialBrief = '', initialTarget = '', fromProject }: NewSearchFormProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [brief, setBrief] = useState(initialBrief.slice(0, MAX_BRIEF_LENGTH));
  const [target, setTarget] = useState(initialTarget);
  const [errors, setErrors] = useState<{ brief?: string; target?: string }>({});
  const briefId = useId();
  const preview = useBriefPreview(brief);

  const start = useMutation(
    trpc.projects.start.mutationOptions({
      onSuccess: async ({ projectId }) => {
        toast('Search started');
        await queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.projects.usage.queryKey() });
        router.push(`/projects/${projectId}`);
      },
    }),
  );

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const next: typeof errors = {};
    const trimmedTarget = target.trim();
    const targetNumber = trimmedTarget === '' ? undefined : Number(trimmedTarget);
    if (targetNumber !== undefined && !(Number.isInteger(targetNumber) && targetNumber >= 1 && targetNumber <= MAX_TARGET)) {
      next.target = `Enter a whole number from 1 to ${MAX_TARGET}, or leave it empty.`;
    }
    const parsed = webSearchInput.safeParse({ brief, target: targetNumber });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'brief') next.brief ??= brief.trim() === '' ? 'Describe the people you are looking for.' : issue.message;
      }
    }
    setErrors(next);
    if (next.brief || next.target || !parsed.success) {
      // A refusal from an earlier attempt no longer applies to what is on screen.
      start.reset();
      return;
    }
    start.mutate(parsed.data);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
  }

  const length = brief.length;
  const failure = start.isError ? describeError(start.error) : null;

  return (
    <section className="card" aria-labelledby="new-search-title">
      <form onSubmit={submit} noValidate aria-label="New search" className={styles.searchForm}>
        <div className={styles.searchFormHead}>
          <h2 id="new-search-title">New search</h2>
          <p>Describe the people you need in plain words: role, seniority, place, companies, skills, languages. Add a count if you want one.</p>
        </div>

        {fromProject ? (
          <Alert tone="info" title="Brief copied from an earlier search">
            Make it more specific, then start a new search.{' '}
            <Link href={`/projects/${fromProject}`}>Back to that project</Link>
          </Alert>
        ) : null}

        <div className="field">
          <div className={styles.labelRow}>
            <label className="field-label" htmlFor={briefId}>
              Brief
            </label>
            <span className={`${styles.counter} ${length >= MAX_BRIEF_LENGTH ? styles.counterFull : ''}`} aria-live="polite" id={`${briefId}-count`}>
              {length.toLocaleString('en')} / {MAX_BRIEF_LENGTH.toLocaleString('en')}
            </span>
          </div>
          <textarea
            id={briefId}
            name="brief"
            className={`input ${styles.textarea}`}
            rows={3}
            maxLength={MAX_BRIEF_LENGTH}
            placeholder="e.g. Senior backend engineers in Berlin with Go experience"
            value={brief}
            autoFocus={Boolean(fromProject)}
            onChange={(event) => setBrief(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={errors.brief ? true : undefined}
            aria-describedby={[errors.brief ? `${briefId}-error` : '', `${briefId}-count`].filter(Boolean).join(' ')}
          />
          {errors.brief ? (
            <p className="field-error" id={`${briefId}-error`}>
              <AlertIcon size={13} />
              {errors.brief}
            </p>
          ) : (
            <div className={styles.examples}>
              <span className="field-hint">Try:</span>
              {EXAMPLES.map((example) => (
                <button key={example} type="button" className={styles.exampleChip} onClick={() => setBrief(example)}>
                  {example}
                </button>
              ))}
            </div>
          )}
        </div>

        <LiveBriefReading preview={preview} />

        <div className={styles.searchFormFoot}>
          <TextField
            label="Target (optional)"
            name="target"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_TARGET}
            step={1}
            placeholder="Any"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            error={errors.target}
            hint={`How many verified people to find, 1 to ${MAX_TARGET}.`}
            className={styles.targetField}
          />
          <div className={styles.submitBlock}>
            <span className={styles.cost}>One credit per person delivered; unused credits come back.</span>
            <Button type="submit" variant="primary" pending={start.isPending} icon={<SearchIcon size={16} />}>
              Start search
            </Button>
          </div>
        </div>

        {failure ? (
          <Alert
            tone="error"
            title={failure.code === 'limit_exceeded' ? 'Search limit reached' : 'The search was not started'}
            action={
              failure.code === 'limit_exceeded' ? (
                <Link href="/usage" className={styles.alertLink}>
                  View usage
                </Link>
              ) : undefined
            }
          >
            {failure.message}
          </Alert>
        ) : null}
      </form>
    </section>
  );
}

/** The free preview of the brief on screen, re-read after a pause in typing; stale answers are dropped. */
export function useBriefPreview(brief: string): SearchPreview | null {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.projects.preview.mutationOptions());
  const [preview, setPreview] = useState<{ brief: string; reading: SearchPreview } | null>(null);
  const latest = useRef(0);
  const text = brief.trim();
  useEffect(() => {
    const request = ++latest.current;
    if (text === '') return;
    const timer = setTimeout(() => {
      mutate({ brief: text }, { onSuccess: (reading) => { if (request === latest.current) setPreview({ brief: text, reading }); } });
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, mutate]);
  // An emptied brief has no reading; a reading of an earlier brief stays until the new one arrives.
  return text === '' ? null : (preview?.reading ?? null);
}
