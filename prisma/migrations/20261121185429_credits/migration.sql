-- CreateEnum
CREATE TYPE "CreditEntryKind" AS ENUM ('grant', 'reserve', 'refund');

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "chargedCredits" INTEGER,
ADD COLUMN     "dispatchedAt" TIMESTAMP(3),
ADD COLUMN     "reservedCredits" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CreditEntry" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "projectId" TEXT,
    "kind" "CreditEntryKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "balanceAfter" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CreditEntry_workspaceId_createdAt_idx" ON "CreditEntry"("workspaceId", "createdAt");

-- CreateIndex
CREATE INDEX "CreditEntry_projectId_idx" ON "CreditEntry"("projectId");

-- CreateIndex
CREATE INDEX "Project_status_dispatchedAt_idx" ON "Project"("status", "dispatchedAt");

-- AddForeignKey
ALTER TABLE "CreditEntry" ADD CONSTRAINT "CreditEntry_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
