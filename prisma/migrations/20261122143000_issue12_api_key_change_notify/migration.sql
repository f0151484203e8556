-- Issue 12: a process that caches API keys in memory (embedded mode: the one process that owns
-- the data directory) is told, in the same round-trip as the change, that a key stopped being
-- what it was: revoked, deleted (also by a workspace's cascade), re-hashed or moved to another
-- workspace. lastUsedAt updates are not changes of identity and notify nobody.
CREATE FUNCTION "notify_api_key_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('api_key_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER "ApiKey_changed"
  AFTER UPDATE OF "revokedAt", "keyHash", "workspaceId" OR DELETE ON "ApiKey"
  FOR EACH ROW EXECUTE FUNCTION "notify_api_key_changed"();

CREATE TRIGGER "ApiKey_truncated"
  AFTER TRUNCATE ON "ApiKey"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_api_key_changed"();
