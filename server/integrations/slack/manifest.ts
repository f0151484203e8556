import type { AppsManifestCreateArguments } from '@slack/web-api';
import type { SlackManifest } from '@/server/schemas/slack';

// Our schema's manifest must also be one Slack's SDK accepts.
type SdkManifest = AppsManifestCreateArguments['manifest'];

/** The one slash command the app registers, and the path Slack posts it to. */
export const SLASH_COMMAND = '/people';
export const COMMANDS_PATH = '/api/integrations/slack/commands';

/**
 * What the bot needs: `commands` for the slash command, `chat:write` to post a search's outcome
 * with chat.postMessage once the command's response_url has expired, `chat:write.public` to do so
 * in public channels the bot was never invited to.
 */
export const BOT_SCOPES = ['commands', 'chat:write', 'chat:write.public'] as const;

/**
 * The app manifest a self-hoster pastes into "Create New App › From a manifest"
 * (https://api.slack.com/reference/manifests): the `/people` command pointing at this server.
 */
export function slackAppManifest(appUrl: string): SlackManifest {
  return {
    display_information: {
      name: 'People Search',
      description: 'Find people from a plain-words brief, on your workspace’s credits.',
      background_color: '#1f2937',
    },
    features: {
      bot_user: { display_name: 'People Search', always_online: false },
      slash_commands: [
        {
          command: SLASH_COMMAND,
          url: `${appUrl}${COMMANDS_PATH}`,
          description: 'Start a people search from a brief',
          usage_hint: '25 heads of growth at Series B fintech startups in London',
          should_escape: false,
        },
      ],
    },
    oauth_config: { scopes: { bot: [...BOT_SCOPES] } },
    settings: { org_deploy_enabled: false, socket_mode_enabled: false, token_rotation_enabled: false },
  } satisfies SlackManifest & SdkManifest;
}
