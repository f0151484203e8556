import { projectDeliveriesInput, recentDeliveriesInput, resendInput } from '@/server/schemas/webhooks';
import { listProjectDeliveries, listRecentDeliveries, resendWebhook } from '@/server/webhooks';
import { router, userProcedure } from '../trpc';

/** Web UI only (no REST path): the delivery log and resend. */
export const webhooksRouter = router({
  projectDeliveries: userProcedure.input(projectDeliveriesInput).query(({ ctx, input }) => listProjectDeliveries(ctx.principal, input.projectId)),
  recentDeliveries: userProcedure.input(recentDeliveriesInput).query(({ ctx, input }) => listRecentDeliveries(ctx.principal, input?.limit ?? 50)),
  resend: userProcedure.input(resendInput).mutation(({ ctx, input }) => resendWebhook(ctx.principal, input.projectId)),
});
