-- CreateEnum
CREATE TYPE "MonitorStatus" AS ENUM ('active', 'paused');

-- AlterEnum
ALTER TYPE "ProjectSource" ADD VALUE 'monitor';

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "monitorId" TEXT;

-- CreateTable
CREATE TABLE "InngestCronSlot" (
    "functionId" TEXT NOT NULL,
    "cron" TEXT NOT NULL,
    "lastSlotAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "InngestCronSlot_pkey" PRIMARY KEY ("functionId","cron")
);

-- CreateTable
CREATE TABLE "Monitor" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "brief" TEXT NOT NULL,
    "schedule" TEXT NOT NULL,
    "timezone" TEXT NOT NULL,
    "callbackUrl" TEXT,
    "status" "MonitorStatus" NOT NULL DEFAULT 'active',
    "pausedReason" TEXT,
    "nextRunAt" TIMESTAMPTZ(3) NOT NULL,
    "creditSkips" INTEGER NOT NULL DEFAULT 0,
    "slackTeamId" TEXT,
    "slackChannelId" TEXT,
    "slackUserId" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Monitor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MonitorRun" (
    "monitorId" TEXT NOT NULL,
    "slotAt" TIMESTAMPTZ(3) NOT NULL,
    "projectId" TEXT,
    "skipReason" TEXT,
    "skipMessage" TEXT,
    "ranAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MonitorRun_pkey" PRIMARY KEY ("monitorId","slotAt")
);

-- CreateIndex
CREATE INDEX "Monitor_status_nextRunAt_idx" ON "Monitor"("status", "nextRunAt");

-- CreateIndex
CREATE INDEX "Monitor_workspaceId_createdAt_id_idx" ON "Monitor"("workspaceId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Monitor_workspaceId_slackChannelId_idx" ON "Monitor"("workspaceId", "slackChannelId");

-- CreateIndex
CREATE UNIQUE INDEX "MonitorRun_projectId_key" ON "MonitorRun"("projectId");

-- CreateIndex
CREATE INDEX "MonitorRun_monitorId_ranAt_idx" ON "MonitorRun"("monitorId", "ranAt");

-- CreateIndex
CREATE INDEX "Project_monitorId_idx" ON "Project"("monitorId");

-- AddForeignKey
ALTER TABLE "Monitor" ADD CONSTRAINT "Monitor_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MonitorRun" ADD CONSTRAINT "MonitorRun_monitorId_fkey" FOREIGN KEY ("monitorId") REFERENCES "Monitor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
