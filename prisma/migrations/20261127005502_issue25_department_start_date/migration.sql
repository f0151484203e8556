-- AlterTable
ALTER TABLE "imported_person" ADD COLUMN     "department" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "start_date" TEXT NOT NULL DEFAULT '';
