-- CreateEnum
CREATE TYPE "PeopleImportKind" AS ENUM ('people', 'suppression');

-- CreateEnum
CREATE TYPE "PeopleImportStatus" AS ENUM ('uploading', 'running', 'done', 'failed');

-- DropIndex
DROP INDEX "Result_projectId_linkedinUrl_key";

-- AlterTable
ALTER TABLE "Workspace" ADD COLUMN     "skipDeliveredPeople" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "people_import" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT,
    "kind" "PeopleImportKind" NOT NULL,
    "format" TEXT NOT NULL,
    "fileName" TEXT,
    "status" "PeopleImportStatus" NOT NULL DEFAULT 'uploading',
    "byteSize" INTEGER NOT NULL DEFAULT 0,
    "header" TEXT[],
    "rows" INTEGER NOT NULL DEFAULT 0,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0,
    "failure" TEXT,
    "dispatchedAt" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "people_import_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "people_import_chunk" (
    "import_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" TEXT NOT NULL,

    CONSTRAINT "people_import_chunk_pkey" PRIMARY KEY ("import_id","seq")
);

-- CreateTable
CREATE TABLE "people_import_rejection" (
    "import_id" TEXT NOT NULL,
    "row" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "cells" TEXT[],

    CONSTRAINT "people_import_rejection_pkey" PRIMARY KEY ("import_id","row")
);

-- CreateTable
CREATE TABLE "imported_company" (
    "id" SERIAL NOT NULL,
    "workspace_id" TEXT,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,

    CONSTRAINT "imported_company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "imported_person" (
    "id" SERIAL NOT NULL,
    "workspace_id" TEXT,
    "import_ids" TEXT[],
    "linkedin_key" TEXT,
    "email_key" TEXT,
    "email_domain" TEXT,
    "name_key" TEXT,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "full_name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "role_key" TEXT,
    "function" TEXT,
    "seniority" TEXT,
    "company_id" INTEGER,
    "company_name" TEXT NOT NULL,
    "company_industry" TEXT,
    "company_stage" TEXT,
    "company_size" INTEGER,
    "city_id" INTEGER,
    "city" TEXT NOT NULL,
    "region_code" TEXT,
    "region" TEXT,
    "country" TEXT NOT NULL,
    "country_code" TEXT,
    "linkedin_url" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "skills" TEXT[],
    "years_experience" INTEGER,
    "languages" TEXT[],
    "past_company_ids" INTEGER[],
    "search_vector" tsvector,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "imported_person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "suppression_entry" (
    "workspaceId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "importId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "suppression_entry_pkey" PRIMARY KEY ("workspaceId","kind","value")
);

-- CreateIndex
CREATE INDEX "people_import_workspaceId_createdAt_idx" ON "people_import"("workspaceId", "createdAt");

-- CreateIndex
CREATE INDEX "people_import_status_updatedAt_idx" ON "people_import"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "imported_company_workspace_id_name_key_idx" ON "imported_company"("workspace_id", "name_key");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_linkedin_key_idx" ON "imported_person"("workspace_id", "linkedin_key");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_email_key_idx" ON "imported_person"("workspace_id", "email_key");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_name_key_idx" ON "imported_person"("workspace_id", "name_key");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_role_key_seniority_idx" ON "imported_person"("workspace_id", "role_key", "seniority");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_city_id_idx" ON "imported_person"("workspace_id", "city_id");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_region_code_idx" ON "imported_person"("workspace_id", "region_code");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_country_code_idx" ON "imported_person"("workspace_id", "country_code");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_company_id_idx" ON "imported_person"("workspace_id", "company_id");

-- CreateIndex
CREATE INDEX "imported_person_workspace_id_company_industry_idx" ON "imported_person"("workspace_id", "company_industry");

-- CreateIndex
CREATE INDEX "imported_person_skills_idx" ON "imported_person" USING GIN ("skills");

-- CreateIndex
CREATE INDEX "imported_person_languages_idx" ON "imported_person" USING GIN ("languages");

-- CreateIndex
CREATE INDEX "imported_person_import_ids_idx" ON "imported_person" USING GIN ("import_ids");

-- CreateIndex
CREATE INDEX "imported_person_search_vector_idx" ON "imported_person" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "imported_person_title_trgm_idx" ON "imported_person" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Result_personId_idx" ON "Result"("personId");

-- CreateIndex
CREATE UNIQUE INDEX "Result_projectId_personId_key" ON "Result"("projectId", "personId");

-- AddForeignKey
ALTER TABLE "people_import" ADD CONSTRAINT "people_import_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "people_import_chunk" ADD CONSTRAINT "people_import_chunk_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "people_import"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "people_import_rejection" ADD CONSTRAINT "people_import_rejection_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "people_import"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "imported_company" ADD CONSTRAINT "imported_company_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "imported_person" ADD CONSTRAINT "imported_person_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suppression_entry" ADD CONSTRAINT "suppression_entry_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Imported companies share the criteria's company-id space with directory_company (ids < 10^6):
-- start far above it so an id names one company only.
ALTER SEQUENCE "imported_company_id_seq" RESTART WITH 1000000000;
