'use client';

import { type DragEvent, useRef, useState, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { MAX_IMPORT_MIB } from '@/server/schemas/people';
import styles from './people.module.css';

type Kind = 'people' | 'suppression';

const noSubscription = () => () => {};

/** False in the server's HTML and until React has attached the handlers, then true. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The Content-Type an import needs, from the file's name (CSV unless it is JSON Lines). */
function contentTypeOf(file: File): string {
  return /\.(ndjson|jsonl)$/i.test(file.name) ? 'application/x-ndjson' : 'text/csv';
}

/**
 * Drag and drop (or pick) a CSV / JSON Lines file; it is sent as the request body with upload
 * progress (XMLHttpRequest reports it, fetch does not), then the import runs in the background.
 */
export function UploadZone({ kind, label, onStarted }: { kind: Kind; label: string; onStarted: (importId: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A file given to the server-rendered zone before its handlers exist would be lost in silence.
  const ready = useHydrated();

  function upload(file: File) {
    setError(null);
    if (file.size > MAX_IMPORT_MIB * 1024 * 1024) {
      setError(`${file.name} is larger than ${MAX_IMPORT_MIB} MB: split it into several files.`);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/people/upload?kind=${kind}&name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('Content-Type', contentTypeOf(file));
    xhr.upload.onprogress = (event) => event.lengthComputable && setProgress(event.loaded / event.total);
    xhr.onload = () => {
      setProgress(null);
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as { importId?: string; error?: { message: string } };
        } catch {
          return {};
        }
      })();
      if (xhr.status === 202 && body.importId) onStarted(body.importId);
      else setError(body.error?.message ?? `Upload failed (${xhr.status}).`);
    };
    xhr.onerror = () => {
      setProgress(null);
      setError('The upload was interrupted. Check the connection and try again.');
    };
    setProgress(0);
    xhr.send(file);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setActive(false);
    const file = event.dataTransfer.files[0];
    if (file) upload(file);
  }

  return (
    <div className="stack">
      <div
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-disabled={!ready}
        className={`${styles.dropZone} ${active ? styles.dropZoneActive : ''}`}
        onClick={() => input.current?.click()}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setActive(true);
        }}
        onDragLeave={() => setActive(false)}
        onDrop={onDrop}
        data-testid={`drop-${kind}`}
      >
        <strong>{label}</strong>
        <span className={styles.muted}>Drop a CSV (with a header row) or JSON Lines file here, or click to choose one. Up to {MAX_IMPORT_MIB} MB.</span>
        <input
          ref={input}
          type="file"
          accept=".csv,.ndjson,.jsonl,text/csv,application/x-ndjson"
          hidden
          disabled={!ready}
          data-testid={`file-${kind}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
            event.target.value = '';
          }}
        />
      </div>
      {progress !== null ? (
        <div className={styles.row}>
          <progress className={styles.progress} value={progress} max={1} aria-label="Upload progress" />
          <span className={styles.muted}>{Math.round(progress * 100)}% uploaded</span>
        </div>
      ) : null}
      {error ? (
        <Alert tone="error" title="Not imported">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
