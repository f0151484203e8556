-- A suppression entry records every list that holds it and whether it was added by hand, so
-- deleting one list (or removing the hand-added entry) no longer drops what something else holds.
ALTER TABLE "suppression_entry" ADD COLUMN     "importIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "manual" BOOLEAN NOT NULL DEFAULT false;

-- Existing entries keep their one holder: the list that brought them, else the hand that added them.
UPDATE "suppression_entry" SET "importIds" = ARRAY["importId"] WHERE "importId" IS NOT NULL;
UPDATE "suppression_entry" SET "manual" = true WHERE "importId" IS NULL;

ALTER TABLE "suppression_entry" DROP COLUMN "importId";

-- CreateIndex
CREATE INDEX "suppression_entry_importIds_idx" ON "suppression_entry" USING GIN ("importIds");
