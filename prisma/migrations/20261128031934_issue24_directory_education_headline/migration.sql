-- The directory's people gain schools and degrees and a headline (issue 24); an imported person
-- keeps a file's headline when a title column holds the title.
-- AlterTable
ALTER TABLE "directory_person" ADD COLUMN     "education" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "headline" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "imported_person" ADD COLUMN     "headline" TEXT NOT NULL DEFAULT '';
