-- The brief as the engine read it when the project was created (criteria, count, unread words,
-- question): the search, the Slack acknowledgement and the project page use this one reading, so
-- an engine change never mixes an old reading with a new one. Projects created before it keep
-- NULL and are read again from their brief.
ALTER TABLE "Project" ADD COLUMN     "reading" JSONB;
