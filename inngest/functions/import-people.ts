import { failImport, runImportSlice } from '@/server/people/process-import';
import { inngest } from '@/server/jobs/client';
import { peopleImportRequested } from '@/server/jobs/events';
import { WORKSPACE_CONCURRENCY } from './concurrency';

/**
 * A people import as durable steps, each a slice of the file (IMPORT_SLICE_MS of work). Within a
 * slice every batch commits with the import's cursor, so a step that re-runs after a crash
 * resumes after the last committed batch and never writes a row twice. Imports count against the
 * workspace's share of the background workers, as its searches do, and give their worker back
 * between slices.
 */
export const importPeople = inngest.createFunction(
  {
    id: 'import-people',
    name: 'Import people',
    retries: 4,
    triggers: [peopleImportRequested],
    concurrency: [WORKSPACE_CONCURRENCY],
    onFailure: async ({ event }) => {
      const { importId } = event.data.event.data as { importId: string };
      await failImport(importId, 'The import stopped after repeated errors; the rows counted so far are saved. Upload the file again to finish it.');
    },
  },
  async ({ event, step }) => {
    for (let slice = 0; ; slice++) {
      const { done } = await step.run(`slice-${slice}`, () => runImportSlice(event.data.importId));
      if (done) return { importId: event.data.importId };
    }
  },
);
