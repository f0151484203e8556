-- The number of chunks an upload stored, so the reader can tell a missing chunk from the end of
-- the file. Imports stored before it keep NULL (read to the first missing chunk, as before),
-- except running ones, whose chunks are all still there: they get their count now.
ALTER TABLE "people_import" ADD COLUMN     "chunkCount" INTEGER;

UPDATE "people_import" i SET "chunkCount" = (SELECT count(*) FROM "people_import_chunk" c WHERE c."import_id" = i."id") WHERE i."status" = 'running';
