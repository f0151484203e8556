-- Issue 22: a Slack connection records when Slack's auth.test confirmed its bot token belongs to
-- its team. Connections made before have none: a verified connect of the same team replaces them.
ALTER TABLE "SlackConnection" ADD COLUMN     "verifiedAt" TIMESTAMP(3);
