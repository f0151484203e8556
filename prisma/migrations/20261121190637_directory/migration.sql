-- CreateTable
CREATE TABLE "directory_company" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "industry" TEXT NOT NULL,
    "employee_count" INTEGER NOT NULL,
    "size_band" TEXT NOT NULL,
    "funding_stage" TEXT,
    "hq_city" TEXT NOT NULL,
    "hq_country_code" TEXT NOT NULL,
    "founded_year" INTEGER NOT NULL,

    CONSTRAINT "directory_company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "directory_person" (
    "id" INTEGER NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "full_name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "role_key" TEXT NOT NULL,
    "function" TEXT NOT NULL,
    "seniority" TEXT NOT NULL,
    "company_id" INTEGER NOT NULL,
    "company_name" TEXT NOT NULL,
    "company_industry" TEXT NOT NULL,
    "company_stage" TEXT,
    "company_size" INTEGER NOT NULL,
    "city_id" INTEGER NOT NULL,
    "city" TEXT NOT NULL,
    "region_code" TEXT,
    "region" TEXT,
    "country" TEXT NOT NULL,
    "country_code" TEXT NOT NULL,
    "linkedin_url" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "skills" TEXT[],
    "years_experience" INTEGER,
    "languages" TEXT[],
    "past_company_ids" INTEGER[],
    "search_vector" tsvector,

    CONSTRAINT "directory_person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "directory_past_role" (
    "person_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "company_name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "role_key" TEXT NOT NULL,
    "start_year" INTEGER NOT NULL,
    "end_year" INTEGER NOT NULL,

    CONSTRAINT "directory_past_role_pkey" PRIMARY KEY ("person_id","position")
);

-- CreateIndex
CREATE UNIQUE INDEX "directory_company_domain_key" ON "directory_company"("domain");

-- CreateIndex
CREATE INDEX "directory_company_name_key_idx" ON "directory_company"("name_key");

-- CreateIndex
CREATE INDEX "directory_company_name_trgm_idx" ON "directory_company" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "directory_person_linkedin_url_key" ON "directory_person"("linkedin_url");

-- CreateIndex
CREATE INDEX "directory_person_role_key_seniority_idx" ON "directory_person"("role_key", "seniority");

-- CreateIndex
CREATE INDEX "directory_person_city_id_idx" ON "directory_person"("city_id");

-- CreateIndex
CREATE INDEX "directory_person_region_code_idx" ON "directory_person"("region_code");

-- CreateIndex
CREATE INDEX "directory_person_country_code_idx" ON "directory_person"("country_code");

-- CreateIndex
CREATE INDEX "directory_person_company_id_idx" ON "directory_person"("company_id");

-- CreateIndex
CREATE INDEX "directory_person_company_industry_idx" ON "directory_person"("company_industry");

-- CreateIndex
CREATE INDEX "directory_person_skills_idx" ON "directory_person" USING GIN ("skills");

-- CreateIndex
CREATE INDEX "directory_person_languages_idx" ON "directory_person" USING GIN ("languages");

-- CreateIndex
CREATE INDEX "directory_person_past_company_ids_idx" ON "directory_person" USING GIN ("past_company_ids");

-- CreateIndex
CREATE INDEX "directory_person_search_vector_idx" ON "directory_person" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "directory_person_title_trgm_idx" ON "directory_person" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "directory_past_role_company_id_idx" ON "directory_past_role"("company_id");

-- AddForeignKey
ALTER TABLE "directory_person" ADD CONSTRAINT "directory_person_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "directory_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "directory_past_role" ADD CONSTRAINT "directory_past_role_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "directory_person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "directory_past_role" ADD CONSTRAINT "directory_past_role_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "directory_company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
