-- Every cell of an imported row that no field reads ("Summary: ...", "Department: Legal"), kept as
-- text and searched as text (issue 25): before, such cells were dropped.
ALTER TABLE "imported_person" ADD COLUMN     "profile_text" TEXT NOT NULL DEFAULT '';
