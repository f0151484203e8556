-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "InngestRunStatus" AS ENUM ('queued', 'completed', 'failed', 'cancelled');

-- CreateTable
CREATE TABLE "InngestEvent" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMPTZ(3),

    CONSTRAINT "InngestEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InngestRun" (
    "id" TEXT NOT NULL,
    "functionId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "event" JSONB NOT NULL,
    "status" "InngestRunStatus" NOT NULL DEFAULT 'queued',
    "steps" JSONB NOT NULL DEFAULT '{}',
    "stack" JSONB NOT NULL DEFAULT '[]',
    "pending" JSONB NOT NULL DEFAULT '[]',
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL,
    "wakeAt" TIMESTAMPTZ(3),
    "leaseOwner" TEXT,
    "leaseExpiresAt" TIMESTAMPTZ(3),
    "output" JSONB,
    "error" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "InngestRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InngestEvent_processedAt_receivedAt_idx" ON "InngestEvent"("processedAt", "receivedAt");

-- CreateIndex
CREATE INDEX "InngestRun_status_wakeAt_idx" ON "InngestRun"("status", "wakeAt");

-- CreateIndex
CREATE INDEX "InngestRun_finishedAt_idx" ON "InngestRun"("finishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "InngestRun_functionId_eventId_key" ON "InngestRun"("functionId", "eventId");
