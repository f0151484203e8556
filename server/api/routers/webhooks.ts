import {
  RECENT_DELIVERIES_DEFAULT_LIMIT,
  projectDeliveriesInput,
  projectDeliveriesSchema,
  recentDeliveriesInput,
  recentDeliveriesSchema,
  resendInput,
  resentWebhookSchema,
} from '@/server/schemas/webhooks';
import { listProjectDeliveries, listRecentDeliveries, resendWebhook } from '@/server/webhooks';
import { router, userProcedure } from '../trpc';

/** Web UI only (no REST path): the delivery log and resend. */
export const webhooksRouter = router({
  projectDeliveries: userProcedure
    .input(projectDeliveriesInput)
    .output(projectDeliveriesSchema)
    .query(({ ctx, input }) => listProjectDeliveries(ctx.principal, input.projectId)),
  recentDeliveries: userProcedure
    .input(recentDeliveriesInput)
    .output(recentDeliveriesSchema)
    .query(({ ctx, input }) => listRecentDeliveries(ctx.principal, input?.limit ?? RECENT_DELIVERIES_DEFAULT_LIMIT)),
  resend: userProcedure
    .input(resendInput)
    .output(resentWebhookSchema)
    .mutation(({ ctx, input }) => resendWebhook(ctx.principal, input.projectId)),
});
