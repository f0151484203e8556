import { z } from 'zod';

/** Slack team (workspace) ids: `T…`, or `E…` for an Enterprise Grid organisation. */
const slackTeamId = z
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

export const slackStatusSchema = z.discriminatedUnion('connected', [
  z.object({ connected: z.literal(false) }),
  z.object({
    connected: z.literal(true),
    teamId: z.string(),
    /** The last four characters only: the secrets are never returned. */
    signingSecretHint: z.string(),
    botTokenHint: z.string(),
    connectedAt: z.date(),
    /** E-mail of who connected it, "operator" for the CLI. */
    connectedBy: z.string(),
  }),
]);

export const slackDisconnectedSchema = z.object({ connected: z.literal(false) });

/** The parts of Slack's app manifest (api.slack.com/reference/manifests) the app fills in. */
const slackManifestSchema = z.object({
  display_information: z.object({ name: z.string(), description: z.string(), background_color: z.string() }),
  features: z.object({
    bot_user: z.object({ display_name: z.string(), always_online: z.boolean() }),
    slash_commands: z.array(z.object({ command: z.string(), url: z.string(), description: z.string(), usage_hint: z.string(), should_escape: z.boolean() })),
  }),
  oauth_config: z.object({ scopes: z.object({ bot: z.array(z.string()) }) }),
  settings: z.object({ org_deploy_enabled: z.boolean(), socket_mode_enabled: z.boolean(), token_rotation_enabled: z.boolean() }),
});

export type SlackManifest = z.infer<typeof slackManifestSchema>;

export const slackManifestViewSchema = z.object({
  manifest: slackManifestSchema,
  requestUrl: z.string(),
  command: z.string(),
  scopes: z.array(z.string()),
});
