import { z } from 'zod';

/** Slack team (workspace) ids: `T…`, or `E…` for an Enterprise Grid organisation. */
export const slackTeamId = z
  .string()
  .trim()
  .regex(/^[TE][A-Z0-9]{2,31}$/, 'The team id looks like T0123ABCD (Slack: workspace settings, or the `team_id` of any request)');

export const slackConnectInput = z
  .object({
    teamId: slackTeamId,
    signingSecret: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{16,128}$/, "The signing secret is the app's Basic Information › Signing Secret (letters and digits)"),
    botToken: z
      .string()
      .trim()
      .regex(/^xoxb-[A-Za-z0-9-]{10,250}$/, 'The bot token starts with xoxb- (OAuth & Permissions › Bot User OAuth Token)'),
  })
  .strict();

export type SlackConnectInput = z.infer<typeof slackConnectInput>;
