-- Issue 22: a Slack connection records when Slack's auth.test confirmed its bot token belongs to
-- its team. Connections made before have none: a verified connect of the same team replaces them.
ALTER TABLE "SlackConnection" ADD COLUMN     "verifiedAt" TIMESTAMP(3);

-- Issue 22: signatures of accepted slash commands, until their timestamp leaves Slack's 5-minute
-- window, so a captured request sent again is refused (in any process of a scaled deployment).
CREATE TABLE "SlackSeenRequest" (
    "signature" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SlackSeenRequest_pkey" PRIMARY KEY ("signature")
);

-- CreateIndex
CREATE INDEX "SlackSeenRequest_expiresAt_idx" ON "SlackSeenRequest"("expiresAt");
