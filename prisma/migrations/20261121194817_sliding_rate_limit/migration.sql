-- DropTable
DROP TABLE "RateLimitWindow";

-- CreateTable
CREATE TABLE "RateLimitLog" (
    "bucket" TEXT NOT NULL,
    "stamps" TIMESTAMPTZ(3)[],

    CONSTRAINT "RateLimitLog_pkey" PRIMARY KEY ("bucket")
);
