import { inngest } from '@/server/jobs/client';
import { searchRequested } from '@/server/jobs/events';
import { failProject, finaliseProject, interpretProject, runProjectSubSearch } from '@/server/projects/search-run';
import { type Candidate, planSubSearches, searchIsComplete } from '@/server/search';
import { WORKSPACE_CONCURRENCY } from './concurrency';
import { requestCompletionWebhook } from '@/server/webhooks';

/**
 * A search as durable steps: interpret, plan, one step per sub-search (stopping once the goal is
 * verified), finalise, then the project.completed webhook when a callbackUrl was given. Each
 * step's result is saved, so a restart resumes where it stopped.
 */
export const runSearch = inngest.createFunction(
  {
    id: 'run-search',
    name: 'Run a search',
    retries: 4,
    triggers: [searchRequested],
    concurrency: [WORKSPACE_CONCURRENCY],
    // Out of retries: end the project with an error and a full refund rather than leave it running.
    onFailure: async ({ event }) => {
      const { projectId } = event.data.event.data as { projectId: string };
      await failProject(projectId);
      await requestCompletionWebhook(projectId);
    },
  },
  async ({ event, step }) => {
    const { projectId } = event.data;
    const interpreted = await step.run('interpret', () => interpretProject(projectId));
    if (interpreted.kind !== 'search') return interpreted;
    const plan = await step.run('plan', () => planSubSearches(interpreted.interpretation));
    let found: Candidate[] = [];
    for (let index = 0; index < plan.subSearches.length; index++) {
      const batch = await step.run(`sub-search-${index}`, () => runProjectSubSearch(projectId, plan, index, found));
      found = [...found, ...batch];
      if (searchIsComplete(plan, found)) break;
    }
    const finished = await step.run('finalise', () => finaliseProject(projectId, plan, found));
    // After the commit of done: the payload snapshots the final status (one event per project).
    await step.run('request-webhook', () => requestCompletionWebhook(projectId));
    return finished;
  },
);
