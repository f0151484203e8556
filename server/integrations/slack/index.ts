// The Slack integration's public surface: the slash-command route is slashCommandRoute (a search,
// or watch/watches/unwatch for monitors), the run-search function calls requestSlackOutcome when a
// chat project or a Slack monitor's run ends, the post-slack-outcome function posts it, and
// Settings › Slack and the operator CLI manage the connection.
export { connectSlack, disconnectSlack, slackConnectionStatus } from './connection';
export { BOT_SCOPES, COMMANDS_PATH, SLASH_COMMAND, slackAppManifest } from './manifest';
export { postSlackOutcome, recordSlackPostFailure, requestSlackOutcome } from './outcome';
export { slashCommandRoute } from './route-handler';
