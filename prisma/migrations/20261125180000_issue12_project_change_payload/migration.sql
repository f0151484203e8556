-- Issue 12: a change to a project's status columns notifies its new status row, not only its id,
-- so the embedded process's cache (server/projects/status-cache.ts) takes the change in place
-- and the poll after it (a running search is updated at every step) is answered from memory.
-- A row-level payload is JSON: {"seq": n, "id": the project's id, "row": its status row, or null
-- when it is gone, its id changed, or the payload would reach PostgreSQL's 8000-byte limit (the
-- next poll reads it again)}. The row's keys are the status columns server/projects/project-status.ts
-- reads; a test compares the two. TRUNCATE still sends '' (every project).
-- PostgreSQL delivers only the first of identical payloads sent in one transaction, so a row that
-- changed and changed back would arrive as its middle state: "seq", a count of the transaction's
-- notifications, makes each payload unique.
CREATE OR REPLACE FUNCTION "notify_project_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seq bigint;
  status_row jsonb;
  payload text;
BEGIN
  IF TG_LEVEL <> 'ROW' THEN
    PERFORM pg_notify('project_changed', '');
    RETURN NULL;
  END IF;
  seq := coalesce(nullif(current_setting('people_search.notify_seq', true), ''), '0')::bigint + 1;
  PERFORM set_config('people_search.notify_seq', seq::text, true);
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN
    status_row := jsonb_build_object(
      'id', NEW.id, 'workspaceId', NEW."workspaceId", 'status', NEW.status, 'totalResults', NEW."totalResults",
      'verifiedResults', NEW."verifiedResults", 'requestedTarget', NEW."requestedTarget", 'starredResults', NEW."starredResults",
      'clarificationQuestion', NEW."clarificationQuestion", 'error', NEW.error);
  END IF;
  payload := jsonb_build_object('seq', seq, 'id', OLD.id, 'row', status_row)::text;
  IF octet_length(payload) >= 8000 THEN
    payload := jsonb_build_object('seq', seq, 'id', OLD.id, 'row', NULL)::text;
  END IF;
  PERFORM pg_notify('project_changed', payload);
  RETURN NULL;
END
$$;
