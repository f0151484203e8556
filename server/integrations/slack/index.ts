// The Slack integration's public surface: the slash-command route calls handleSlashCommand, the
// run-search function calls requestSlackOutcome when a chat project ends, the post-slack-outcome
// function posts it, and Settings › Slack and the operator CLI manage the connection.
export { handleSlashCommand, type SlashCommandAnswer } from './command';
export { connectSlack, disconnectSlack, slackConnectionStatus } from './connection';
export { BOT_SCOPES, COMMANDS_PATH, SLASH_COMMAND, slackAppManifest } from './manifest';
export { postSlackOutcome, recordSlackPostFailure, requestSlackOutcome, type PostResult } from './outcome';
export { slashCommandRoute } from './route-handler';
