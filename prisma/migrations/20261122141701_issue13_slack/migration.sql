-- CreateEnum
CREATE TYPE "SlackPostOutcome" AS ENUM ('response_url', 'chat_post_message', 'failed');

-- CreateTable
CREATE TABLE "SlackConnection" (
    "workspaceId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "signingSecretCiphertext" TEXT NOT NULL,
    "botTokenCiphertext" TEXT NOT NULL,
    "signingSecretLastFour" TEXT NOT NULL,
    "botTokenLastFour" TEXT NOT NULL,
    "connectedById" TEXT,
    "connectedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlackConnection_pkey" PRIMARY KEY ("workspaceId")
);

-- CreateTable
CREATE TABLE "SlackCommand" (
    "projectId" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "responseUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "postedAt" TIMESTAMP(3),
    "postOutcome" "SlackPostOutcome",
    "postError" TEXT,

    CONSTRAINT "SlackCommand_pkey" PRIMARY KEY ("projectId")
);

-- CreateIndex
CREATE UNIQUE INDEX "SlackConnection_teamId_key" ON "SlackConnection"("teamId");

-- CreateIndex
CREATE INDEX "SlackCommand_workspaceId_createdAt_idx" ON "SlackCommand"("workspaceId", "createdAt");
