import { abandonAttempts, AUTOMATIC_ATTEMPTS, AUTOMATIC_DELIVERY, RETRY_SLEEPS, runAttempt } from '@/server/webhooks';
import { inngest } from '@/server/jobs/client';
import { webhookDeliveryRequested } from '@/server/jobs/events';
import { WORKSPACE_CONCURRENCY } from './concurrency';

/**
 * Delivers a project's `project.completed` webhook. Each attempt is its own step and the waits
 * are step.sleep, so the schedule survives restarts in both modes: automatic = attempt 1 at
 * once, attempt 2 thirty seconds after a failure, attempt 3 five minutes after another; a resend
 * = one attempt. A failed delivery is a recorded result, not a thrown error, so `retries` only
 * repeats a step whose bookkeeping hit an infrastructure error (and runAttempt never sends an
 * attempt it has already recorded).
 */
export const deliverWebhook = inngest.createFunction(
  {
    id: 'deliver-webhook',
    name: 'Deliver a project.completed webhook',
    retries: 4,
    triggers: [webhookDeliveryRequested],
    concurrency: [WORKSPACE_CONCURRENCY],
    onFailure: async ({ event, error }) => {
      const data = event.data.event.data;
      await abandonAttempts(data.projectId, data.reason === 'resend' ? data.deliveryKey : AUTOMATIC_DELIVERY, error.message);
    },
  },
  async ({ event, step, runId }) => {
    const { projectId } = event.data;
    if (event.data.reason === 'resend') {
      const deliveryKey = event.data.deliveryKey;
      return step.run('resend', () => runAttempt({ projectId, deliveryKey, attempt: 1, runId }));
    }
    let result = await step.run('attempt-1', () => runAttempt({ projectId, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId }));
    for (let attempt = 2; attempt <= AUTOMATIC_ATTEMPTS && !result.final; attempt++) {
      await step.sleep(`wait-before-attempt-${attempt}`, RETRY_SLEEPS[attempt - 2]!);
      result = await step.run(`attempt-${attempt}`, () => runAttempt({ projectId, deliveryKey: AUTOMATIC_DELIVERY, attempt, runId }));
    }
    return result;
  },
);
