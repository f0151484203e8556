import { postSlackOutcome, recordSlackPostFailure } from '@/server/integrations/slack';
import { inngest } from '@/server/jobs/client';
import { slackOutcomeRequested } from '@/server/jobs/events';

/**
 * Posts a chat project's outcome (the people, or the clarification question) to the Slack channel
 * its command came from, or a Slack monitor's run (its new people) to the monitor's channel. One
 * durable step: a failure worth retrying throws and the step is retried with backoff; when the
 * retries run out the failure is recorded on the command, never on the project.
 */
export const postSlackOutcomeFunction = inngest.createFunction(
  {
    id: 'post-slack-outcome',
    name: 'Post a search outcome to Slack',
    retries: 4,
    triggers: [slackOutcomeRequested],
    onFailure: async ({ event, error }) => {
      await recordSlackPostFailure(event.data.event.data.projectId, error.message);
    },
  },
  async ({ event, step }) => step.run('post', () => postSlackOutcome(event.data.projectId)),
);
