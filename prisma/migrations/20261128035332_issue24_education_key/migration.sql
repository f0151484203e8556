-- Education entries as one folded text (server/search/people-store/education-key.ts), so that a
-- brief's school or degree is found through a trigram index instead of reading every entry.
-- AlterTable
ALTER TABLE "directory_person" ADD COLUMN     "education_key" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "imported_person" ADD COLUMN     "education_key" TEXT NOT NULL DEFAULT '';

-- The rows stored before: the same fold as educationKeySql.
UPDATE "directory_person" SET "education_key" = translate(lower(coalesce(array_to_string(education, ' | '), '')), 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõōőřśšşťúùûüūůűýÿźżžÁÀÂÄÃÅĀĂĄÇĆČĎÉÈÊËĒĖĘĚÍÌÎÏĪĮÑŃŇÓÒÔÖÕŌŐŘŚŠŞŤÚÙÛÜŪŮŰÝŸŹŻŽ', 'aaaaaaaaacccdeeeeeeeeiiiiiinnnooooooorssstuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiinnnooooooorssstuuuuuuuyyzzz') WHERE "education" <> '{}';
UPDATE "imported_person" SET "education_key" = translate(lower(coalesce(array_to_string(education, ' | '), '')), 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõōőřśšşťúùûüūůűýÿźżžÁÀÂÄÃÅĀĂĄÇĆČĎÉÈÊËĒĖĘĚÍÌÎÏĪĮÑŃŇÓÒÔÖÕŌŐŘŚŠŞŤÚÙÛÜŪŮŰÝŸŹŻŽ', 'aaaaaaaaacccdeeeeeeeeiiiiiinnnooooooorssstuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiinnnooooooorssstuuuuuuuyyzzz') WHERE "education" <> '{}';

-- CreateIndex
CREATE INDEX "directory_person_education_key_trgm_idx" ON "directory_person" USING GIN ("education_key" gin_trgm_ops);
