-- Earlier employers an import names are searched ("ex-Google"): their ids need an index as the
-- directory's have (a workspace of a million people is not scanned for them).
CREATE INDEX "imported_person_past_company_ids_idx" ON "imported_person" USING GIN ("past_company_ids");
