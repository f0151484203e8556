-- AlterTable
ALTER TABLE "InngestRun" ADD COLUMN     "concurrencyKey" TEXT,
ADD COLUMN     "concurrencyLimit" INTEGER;

-- CreateIndex
CREATE INDEX "InngestRun_concurrencyKey_leaseExpiresAt_idx" ON "InngestRun"("concurrencyKey", "leaseExpiresAt");
