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
  tx bigint NOT NULL,
  actor_id uuid NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NULL,
  via text NOT NULL CHECK (via IN ('user', 'job', 'import')),
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  object_type text NOT NULL,
  object_id text NOT NULL,
  -- {column: [before, after]}; a creation's befores and a deletion's afters are null.
  changes jsonb NOT NULL DEFAULT '{}'
);
-- The page, newest first, whole or by member (this one also serves the account's deletion), kind or thing.
-- The date filter rides on the same order: `at` grows with `id`.
CREATE INDEX activity_workspace ON activity (workspace_id, id DESC);
CREATE INDEX activity_actor ON activity (actor_id, workspace_id, id DESC);
CREATE INDEX activity_workspace_kind ON activity (workspace_id, object_type, id DESC);
CREATE INDEX activity_workspace_object ON activity (workspace_id, object_type, object_id, id DESC);

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

-- What a statement changed of one thing, for activity_write.
CREATE TYPE activity_diff AS (workspace_id uuid, object_id text, action text, changes jsonb);

-- Records a statement's changes as written by the transaction's writer. Once this transaction recorded this
-- kind, a thing it already recorded is merged into that record (one item per thing per transaction).
CREATE FUNCTION activity_write(kind text, diffs activity_diff[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  recorded_flag text := 'bc.recorded_' || kind;
  -- An account being deleted writes as nobody: its own records go with it.
  actor uuid := (SELECT id FROM users WHERE id = nullif(current_setting('bc.actor_id', true), '')::uuid);
  session uuid := nullif(current_setting('bc.session_id', true), '')::uuid;
  via text := coalesce(nullif(current_setting('bc.via', true), ''), 'job');
BEGIN
  IF cardinality(diffs) = 0 THEN RETURN; END IF;
  IF current_setting(recorded_flag, true) = '1' THEN
    WITH merged AS (
      UPDATE activity a SET changes = activity_merge_changes(a.changes, d.changes),
        action = CASE WHEN d.action = 'delete' THEN 'delete' WHEN a.action = 'create' THEN 'create'
          WHEN a.action = 'delete' THEN 'update' ELSE d.action END
      FROM unnest(diffs) d
      WHERE a.workspace_id = d.workspace_id AND a.object_type = kind AND a.object_id = d.object_id
        AND a.tx = txid_current()
      RETURNING a.object_id)
    INSERT INTO activity (workspace_id, tx, actor_id, session_id, via, action, object_type, object_id, changes)
    SELECT d.workspace_id, txid_current(), actor, session, via, d.action, kind, d.object_id, d.changes
    FROM unnest(diffs) d WHERE NOT EXISTS (SELECT 1 FROM merged m WHERE m.object_id = d.object_id);
  ELSE
    INSERT INTO activity (workspace_id, tx, actor_id, session_id, via, action, object_type, object_id, changes)
    SELECT d.workspace_id, txid_current(), actor, session, via, d.action, kind, d.object_id, d.changes
    FROM unnest(diffs) d;
    PERFORM set_config(recorded_flag, '1', true);
  END IF;
END $$;

-- Gives a table its activity triggers. Arguments: the object's kind, the column naming it publicly, the column
-- naming its workspace, and the columns that are bookkeeping rather than something a person changed (balances
-- the ledger keeps, search text, timestamps); the triggers carry them too, for the tests to read. Each table
-- gets a trigger function of its own, written here from its columns in the catalog, so that its statements are
-- planned once per connection rather than on every write: each column is compared in its own type and turned
-- into JSON only when it changed, and the transition tables join on their keys. A migration that adds a column
-- to a recorded table calls this again (the function is replaced, the triggers kept).
CREATE PROCEDURE record_activity_of(target regclass, kind text, id_column text, workspace_column text,
  ignored text[], with_delete boolean DEFAULT true)
LANGUAGE plpgsql AS $proc$
DECLARE
  fn text := 'activity_of_' || target::text;
  args text := format('%L, %L, %L, %L', kind, id_column, workspace_column, ignored::text);
  created text;
  updated text;
  deleted text;
BEGIN
  -- {column: [before, after]} of the columns that count: o is the row before, n after.
  SELECT
    string_agg(format('CASE WHEN n.%1$I IS NULL THEN ''{}''::jsonb ELSE jsonb_build_object(%1$L, '
      'jsonb_build_array(NULL, to_jsonb(n.%1$I))) END', attname), ' || ' ORDER BY attnum),
    string_agg(format('CASE WHEN n.%1$I IS NOT DISTINCT FROM o.%1$I THEN ''{}''::jsonb ELSE '
      'jsonb_build_object(%1$L, jsonb_build_array(to_jsonb(o.%1$I), to_jsonb(n.%1$I))) END', attname),
      ' || ' ORDER BY attnum),
    string_agg(format('CASE WHEN o.%1$I IS NULL THEN ''{}''::jsonb ELSE jsonb_build_object(%1$L, '
      'jsonb_build_array(to_jsonb(o.%1$I), NULL)) END', attname), ' || ' ORDER BY attnum)
  INTO created, updated, deleted
  FROM pg_attribute WHERE attrelid = target AND attnum > 0 AND NOT attisdropped AND attname <> ALL (ignored);
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM activity_write(%2$L, ARRAY(
          SELECT ROW(n.%4$I, n.%3$I::text, 'create', %5$s)::activity_diff
          FROM new_rows n WHERE n.%4$I IS NOT NULL));
      ELSIF TG_OP = 'UPDATE' THEN
        PERFORM activity_write(%2$L, ARRAY(
          SELECT ROW(workspace_id, object_id,
            CASE WHEN changes -> 'deleted_at' -> 0 = 'null' THEN 'delete' ELSE 'update' END, changes)::activity_diff
          FROM (
            SELECT n.%4$I AS workspace_id, n.%3$I::text AS object_id, %6$s AS changes
            FROM new_rows n JOIN old_rows o ON o.%3$I = n.%3$I
            WHERE n.%4$I IS NOT NULL
          ) compared WHERE changes <> '{}'));
      ELSE
        -- A deletion keeps what the thing was, so the record can still name it. Things deleted along with
        -- their workspace are not recorded: the workspace's records go with it.
        PERFORM activity_write(%2$L, ARRAY(
          SELECT ROW(o.%4$I, o.%3$I::text, 'delete', %7$s)::activity_diff
          FROM old_rows o WHERE EXISTS (SELECT 1 FROM workspaces w WHERE w.id = o.%4$I)));
      END IF;
      RETURN NULL;
    END $body$$f$, fn, kind, id_column, workspace_column, created, updated, deleted);
  -- Triggers named `zz_` fire after the tables' other statement triggers (they fire in name order), so the
  -- counters and sums are kept first, as before.
  EXECUTE format('CREATE OR REPLACE TRIGGER zz_activity_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', target, fn, args);
  EXECUTE format('CREATE OR REPLACE TRIGGER zz_activity_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows '
    'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', target, fn, args);
  IF with_delete THEN
    EXECUTE format('CREATE OR REPLACE TRIGGER zz_activity_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS '
      'old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)', target, fn, args);
  END IF;
END $proc$;

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

