-- Issue 12: the process that owns an embedded database keeps the status of polled projects in
-- memory (server/projects/status-cache.ts) and is told, in the same round trip as the change,
-- that a project's status columns changed or that it is gone (also by a workspace's cascade).
-- Only a session that asked for it (SET people_search.notify_changes = 'on': embedded mode)
-- notifies: on a PostgreSQL server, a NOTIFY serialises the commits of every notifying
-- transaction, and no process there keeps such a cache.
CREATE FUNCTION "notify_project_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement-level trigger (TRUNCATE) has no row: an empty payload means every project.
  IF TG_LEVEL = 'ROW' THEN
    PERFORM pg_notify('project_changed', OLD.id);
  ELSE
    PERFORM pg_notify('project_changed', '');
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Project_status_changed"
  AFTER UPDATE OF id, "workspaceId", status, "totalResults", "verifiedResults", "requestedTarget", "starredResults", "clarificationQuestion", error OR DELETE ON "Project"
  FOR EACH ROW
  WHEN (current_setting('people_search.notify_changes', true) = 'on')
  EXECUTE FUNCTION "notify_project_changed"();

CREATE TRIGGER "Project_truncated"
  AFTER TRUNCATE ON "Project"
  FOR EACH STATEMENT
  WHEN (current_setting('people_search.notify_changes', true) = 'on')
  EXECUTE FUNCTION "notify_project_changed"();
