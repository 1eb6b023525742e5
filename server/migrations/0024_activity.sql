-- Who changed what in a workspace (issue 27 "Who changed what"). Every write to a workspace's own things is
-- recorded by the triggers below, in the statement that writes it, so a new route cannot forget to record and
-- nothing is recorded for a write that rolls back. Who wrote comes from settings of the transaction
-- (`bc.actor_id`, `bc.session_id`, `bc.via`) that the server sets for a signed-in request (see
-- server/src/activity/actor.ts); a write without them is the system's (the jobs: planned entries, card
-- settlement). Append only: the API reads it and nothing updates or deletes it, except the cascades that
-- delete a workspace's or an account's records with them.
CREATE TABLE activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  -- The writing transaction: one item per thing per transaction, however many statements touched it.
  tx bigint NOT NULL DEFAULT txid_current(),
  actor_id uuid NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NULL,
  via text NOT NULL CHECK (via IN ('user', 'job', 'import')),
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  object_type text NOT NULL,
  object_id text NOT NULL,
  -- {column: [before, after]}; a creation's befores and a deletion's afters are null.
  changes jsonb NOT NULL DEFAULT '{}'
);
CREATE UNIQUE INDEX activity_once_per_transaction ON activity (tx, object_type, object_id);
-- The page, newest first, whole or by member, kind or thing (the date filter rides on the same order: `at`
-- grows with `id`).
CREATE INDEX activity_workspace ON activity (workspace_id, id DESC);
CREATE INDEX activity_workspace_actor ON activity (workspace_id, actor_id, id DESC);
CREATE INDEX activity_workspace_kind ON activity (workspace_id, object_type, id DESC);
CREATE INDEX activity_workspace_object ON activity (workspace_id, object_type, object_id, id DESC);
CREATE INDEX activity_actor ON activity (actor_id);

-- Two changes of one thing in one transaction make one: the first before, the last after, and a field
-- changed back to what it was drops out.
CREATE FUNCTION activity_merge_changes(earlier jsonb, later jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, pair), '{}') FROM (
    SELECT key, jsonb_build_array(CASE WHEN earlier ? key THEN earlier -> key -> 0 ELSE later -> key -> 0 END,
      later -> key -> 1) AS pair
    FROM jsonb_object_keys(later) AS key
    UNION ALL
    SELECT key, earlier -> key FROM jsonb_object_keys(earlier) AS key WHERE NOT later ? key
  ) merged WHERE pair -> 0 IS DISTINCT FROM pair -> 1
$$;

-- One statement-level trigger function for every recorded table. Arguments: the object's kind, the column
-- naming it publicly, the column naming its workspace, and the columns that are bookkeeping rather than
-- something a person changed (balances the ledger keeps, search text, timestamps).
CREATE FUNCTION record_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  workspace_column text := TG_ARGV[2];
  ignored text[] := TG_ARGV[3]::text[];
  -- An account being deleted writes as nobody: its own records go with it.
  actor uuid := (SELECT id FROM users WHERE id = nullif(current_setting('bc.actor_id', true), '')::uuid);
  session uuid := nullif(current_setting('bc.session_id', true), '')::uuid;
  via text := coalesce(nullif(current_setting('bc.via', true), ''), 'job');
BEGIN
  IF current_setting('bc.activity', true) = 'off' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity AS a (workspace_id, actor_id, session_id, via, action, object_type, object_id, changes)
    SELECT (r.j ->> workspace_column)::uuid, actor, session, via, 'create', kind, r.j ->> id_column,
      (SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(NULL, value)), '{}') FROM jsonb_each(r.j)
       WHERE key <> ALL (ignored) AND value <> 'null')
    FROM (SELECT to_jsonb(n) AS j FROM new_rows n) r
    WHERE r.j ->> workspace_column IS NOT NULL
    ON CONFLICT (tx, object_type, object_id) DO UPDATE
      SET changes = activity_merge_changes(a.changes, excluded.changes);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO activity AS a (workspace_id, actor_id, session_id, via, action, object_type, object_id, changes)
    SELECT workspace_id, actor, session, via,
      CASE WHEN changes ? 'deleted_at' AND changes -> 'deleted_at' -> 0 = 'null' THEN 'delete' ELSE 'update' END,
      kind, object_id, changes
    FROM (
      SELECT (n.j ->> workspace_column)::uuid AS workspace_id, n.j ->> id_column AS object_id,
        (SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(o.j -> key, value)), '{}')
         FROM jsonb_each(n.j) WHERE key <> ALL (ignored) AND value IS DISTINCT FROM o.j -> key) AS changes
      FROM (SELECT to_jsonb(r) AS j FROM new_rows r) n
      JOIN (SELECT to_jsonb(r) AS j FROM old_rows r) o ON o.j -> id_column = n.j -> id_column AND o.j -> workspace_column = n.j -> workspace_column
      WHERE n.j ->> workspace_column IS NOT NULL
    ) changed
    WHERE changes <> '{}'
    ON CONFLICT (tx, object_type, object_id) DO UPDATE
      SET changes = activity_merge_changes(a.changes, excluded.changes),
        action = CASE WHEN a.action = 'create' THEN 'create' ELSE excluded.action END;
  ELSE
    -- A deletion keeps what the thing was, so the record can still name it. Things deleted along with their
    -- workspace are not recorded: the workspace's records go with it.
    INSERT INTO activity AS a (workspace_id, actor_id, session_id, via, action, object_type, object_id, changes)
    SELECT (r.j ->> workspace_column)::uuid, actor, session, via, 'delete', kind, r.j ->> id_column,
      (SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(value, NULL)), '{}') FROM jsonb_each(r.j)
       WHERE key <> ALL (ignored) AND value <> 'null')
    FROM (SELECT to_jsonb(o) AS j FROM old_rows o) r
    WHERE EXISTS (SELECT 1 FROM workspaces w WHERE w.id = (r.j ->> workspace_column)::uuid)
    ON CONFLICT (tx, object_type, object_id) DO UPDATE
      SET action = 'delete', changes = activity_merge_changes(a.changes, excluded.changes);
  END IF;
  RETURN NULL;
END $$;

-- Triggers named `zz_` fire after the tables' other statement triggers (they fire in name order), so the
-- counters and sums are kept first, as before.
CREATE PROCEDURE record_activity_of(target regclass, kind text, id_column text, workspace_column text,
  ignored text[], with_delete boolean DEFAULT true)
LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L, %L', kind, id_column, workspace_column, ignored::text);
BEGIN
  EXECUTE format('CREATE TRIGGER zz_activity_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION record_activity(%s)', target, args);
  EXECUTE format('CREATE TRIGGER zz_activity_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows '
    'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_activity(%s)', target, args);
  IF with_delete THEN
    EXECUTE format('CREATE TRIGGER zz_activity_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION record_activity(%s)', target, args);
  END IF;
END $$;

CALL record_activity_of('entries', 'entry', 'uuid', 'workspace_id',
  '{id,uuid,workspace_id,search_terms,search,rule_fields,created_at,updated_at}');
CALL record_activity_of('wallets', 'wallet', 'uuid', 'workspace_id',
  '{id,uuid,workspace_id,balance_cents,created_at,updated_at}');
CALL record_activity_of('labels', 'label', 'uuid', 'workspace_id', '{id,uuid,workspace_id,created_at,updated_at}');
CALL record_activity_of('payees', 'payee', 'uuid', 'workspace_id',
  '{id,uuid,workspace_id,balance_cents,created_at,updated_at}');
CALL record_activity_of('sub_categories', 'category', 'id', 'workspace_id', '{id,workspace_id}');
CALL record_activity_of('entry_models', 'model', 'uuid', 'workspace_id', '{id,uuid,workspace_id,created_at,updated_at}');
CALL record_activity_of('planned_entries', 'planned_entry', 'uuid', 'workspace_id',
  '{id,uuid,workspace_id,last_execution,created_at,updated_at}');
CALL record_activity_of('goals', 'goal', 'uuid', 'workspace_id',
  '{id,uuid,workspace_id,balance_cents,created_at,updated_at}');
CALL record_activity_of('budgets', 'budget', 'uuid', 'workspace_id', '{id,uuid,workspace_id,created_at,updated_at}');
CALL record_activity_of('rules', 'rule', 'id', 'workspace_id', '{id,workspace_id,created_at,updated_at}');
CALL record_activity_of('workspace_members', 'member', 'user_id', 'workspace_id', '{workspace_id,is_current,created_at}');
-- A workspace's deletion takes its records along: nothing to record then.
CALL record_activity_of('workspaces', 'workspace', 'id', 'id',
  '{id,rules_version,restoring_since,created_at,updated_at}', false);

DROP PROCEDURE record_activity_of;
