import { afterEach, describe, expect, it } from 'vitest';
import { createTestWorkspace, insertProject } from '@/test/fixtures';
import { runAttempt } from './attempt';
import { requestCompletionWebhook } from './completion';
import { AUTOMATIC_DELIVERY } from './schedule';
import { overrideDeliverySettings } from '@/server/webhooks/testing/delivery-settings';

afterEach(() => overrideDeliverySettings({}));

describe('an attempt whose DNS lookup outlasts its time', () => {
  it('is recorded as timed out and the lookup is cancelled, not left running', async () => {
    let aborted = false;
    overrideDeliverySettings({
      timeoutMs: 200,
      // A name server that never answers: only the abort ends this lookup.
      resolve: (_hostname, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(Object.assign(new Error('cancelled'), { code: 'ECANCELLED' }));
          });
        }),
    });
    const ws = await createTestWorkspace();
    const project = await insertProject(ws.workspaceId, { status: 'done', callbackUrl: 'https://hangs.example/hook', completedAt: new Date() });
    await requestCompletionWebhook(project.id);
    const result = await runAttempt({ projectId: project.id, deliveryKey: AUTOMATIC_DELIVERY, attempt: 1, runId: 'run-1' });
    expect(result).toMatchObject({ outcome: 'failed', detail: 'timed out after 200 ms resolving the host' });
    expect(aborted).toBe(true);
  });
});
