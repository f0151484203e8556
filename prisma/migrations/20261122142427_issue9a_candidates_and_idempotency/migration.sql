-- CreateTable
CREATE TABLE "SearchCandidate" (
    "projectId" TEXT NOT NULL,
    "personId" TEXT NOT NULL,
    "subSearchIndex" INTEGER NOT NULL,
    "verified" BOOLEAN NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "result" JSONB NOT NULL,

    CONSTRAINT "SearchCandidate_pkey" PRIMARY KEY ("projectId","personId")
);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "workspaceId" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("workspaceId","keyHash")
);

-- CreateIndex
CREATE INDEX "SearchCandidate_projectId_verified_score_personId_idx" ON "SearchCandidate"("projectId", "verified", "score" DESC, "personId");

-- CreateIndex
CREATE INDEX "SearchCandidate_projectId_subSearchIndex_idx" ON "SearchCandidate"("projectId", "subSearchIndex");

-- CreateIndex
CREATE INDEX "IdempotencyKey_workspaceId_createdAt_idx" ON "IdempotencyKey"("workspaceId", "createdAt");

-- AddForeignKey
ALTER TABLE "SearchCandidate" ADD CONSTRAINT "SearchCandidate_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdempotencyKey" ADD CONSTRAINT "IdempotencyKey_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;
