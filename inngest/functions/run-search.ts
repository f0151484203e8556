import { inngest } from '@/server/jobs/client';
import { searchRequested } from '@/server/jobs/events';
import { failProject, finaliseProject, interpretProject, runProjectSubSearch } from '@/server/projects/search-steps';
import { requestSlackOutcome } from '@/server/integrations/slack';
import { planSubSearches } from '@/server/search';
import { WORKSPACE_CONCURRENCY } from './concurrency';
import { requestCompletionWebhook } from '@/server/webhooks';

/** Runs that interpreted before `audience` existed ask every step, as they did then. */
const EVERYONE = { slack: true, webhook: true };

/**
 * A search as durable steps: interpret, plan, one step per sub-search (stopping once the goal is
 * verified), finalise, then the project.completed webhook when a callbackUrl was given and the
 * Slack post for a chat command's project or a Slack monitor's run. Each step's result is saved,
 * so a restart resumes where it stopped. A step that would tell nobody is not run: each costs a
 * call into the SDK.
 */
export const runSearchFunction = inngest.createFunction(
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
      await requestSlackOutcome(projectId);
    },
  },
  async ({ event, step }) => {
    const { projectId } = event.data;
    const interpreted = await step.run('interpret', () => interpretProject(projectId));
    const audience = ('audience' in interpreted && interpreted.audience) || EVERYONE;
    if (interpreted.kind === 'clarify' && audience.slack) {
      // awaiting_input sends no webhook (the spec), but a Slack command gets its question.
      await step.run('request-slack-post', () => requestSlackOutcome(projectId));
    }
    if (interpreted.kind !== 'search') return interpreted;
    const plan = await step.run('plan', () => planSubSearches(interpreted.interpretation));
    // Steps return ids and counts only: the people found (e-mail, phone) stay in the database
    // (SearchCandidate), never in the step outputs an Inngest server stores.
    for (let index = 0; index < plan.subSearches.length; index++) {
      const progress = await step.run(`candidates-${index}`, () => runProjectSubSearch(projectId, plan, index));
      if (progress.complete) break;
    }
    const finished = await step.run('finalise', () => finaliseProject(projectId, plan));
    // After the commit of done: the payload snapshots the final status (one event per project).
    if (audience.webhook) await step.run('request-webhook', () => requestCompletionWebhook(projectId));
    // Projects started from Slack, and runs of monitors made there: the people go to the channel.
    if (audience.slack) await step.run('request-slack-post', () => requestSlackOutcome(projectId));
    return finished;
  },
);
