-- AlterTable
ALTER TABLE "directory_person" ADD COLUMN     "start_date" TEXT NOT NULL DEFAULT '';
