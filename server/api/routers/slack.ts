import { z } from 'zod';
import { getEnv } from '@/server/env';
import { BOT_SCOPES, COMMANDS_PATH, SLASH_COMMAND, connectSlack, disconnectSlack, slackAppManifest, slackConnectionStatus } from '@/server/integrations/slack';
import { slackConnectInput } from '@/server/schemas/slack';
import { router, userProcedure } from '../trpc';

/** Settings › Slack (web UI only: API keys cannot reach these procedures). */
export const slackRouter = router({
  status: userProcedure.query(({ ctx }) => slackConnectionStatus(ctx.principal)),
  manifest: userProcedure.query(() => {
    const appUrl = getEnv().APP_URL;
    return { manifest: slackAppManifest(appUrl), requestUrl: `${appUrl}${COMMANDS_PATH}`, command: SLASH_COMMAND, scopes: [...BOT_SCOPES] };
  }),
  connect: userProcedure.input(slackConnectInput).mutation(({ ctx, input }) => connectSlack(ctx.principal, input)),
  disconnect: userProcedure.input(z.void()).mutation(({ ctx }) => disconnectSlack(ctx.principal)),
});
