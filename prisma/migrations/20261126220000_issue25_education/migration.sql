-- An imported person's schools and degrees, read from the file's education columns so that a brief
-- naming a school or degree gets a verdict from them instead of `unknown` (issue 25).
ALTER TABLE "imported_person" ADD COLUMN "education" TEXT[] DEFAULT ARRAY[]::TEXT[];
