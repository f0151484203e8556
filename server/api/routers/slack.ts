import { getEnv } from '@/server/env';
import { BOT_SCOPES, COMMANDS_PATH, SLASH_COMMAND, connectSlack, disconnectSlack, slackAppManifest, slackConnectionStatus } from '@/server/integrations/slack';
import { noInput } from '@/server/schemas/settings';
import { slackConnectInput, slackDisconnectedSchema, slackManifestViewSchema, slackStatusSchema } from '@/server/schemas/slack';
import { router, userProcedure } from '../trpc';

/** Settings › Slack (web UI only: API keys cannot reach these procedures). */
export const slackRouter = router({
  status: userProcedure.output(slackStatusSchema).query(({ ctx }) => slackConnectionStatus(ctx.principal)),
  manifest: userProcedure.output(slackManifestViewSchema).query(() => {
    const appUrl = getEnv().APP_URL;
    return { manifest: slackAppManifest(appUrl), requestUrl: `${appUrl}${COMMANDS_PATH}`, command: SLASH_COMMAND, scopes: [...BOT_SCOPES] };
  }),
  connect: userProcedure
    .input(slackConnectInput)
    .output(slackStatusSchema)
    .mutation(({ ctx, input }) => connectSlack(ctx.principal, input)),
  disconnect: userProcedure
    .input(noInput)
    .output(slackDisconnectedSchema)
    .mutation(({ ctx }) => disconnectSlack(ctx.principal)),
});
