-- Rules at work (issue 25): which fields of an entry a rule or an import set rather than a person, the
-- version of a workspace's rules (servers cache them compiled), runs over history with what each changed
-- (undo), and the learned proposals a person declined.

-- The fields of an entry that a rule or an import set, each with the rule that set it (0: the import's own
-- value). A field not named here was set by a person, and a run over history leaves it alone unless told to
-- change the person's own edits. Entries written before this column are all the person's. A constant default:
-- no table rewrite.
ALTER TABLE entries ADD COLUMN rule_fields jsonb NOT NULL DEFAULT '{}';

-- Bumped by every write of the workspace's rules: a server keeps the compiled active rules of a workspace
-- and reads only this number on an entry's write to know they are still the ones stored.
ALTER TABLE workspaces ADD COLUMN rules_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION rules_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workspaces SET rules_version = rules_version + 1
   WHERE id IN (SELECT workspace_id FROM changed_rows);
  RETURN NULL;
END $$;
CREATE TRIGGER rules_version_insert AFTER INSERT ON rules REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rules_bump_version();
CREATE TRIGGER rules_version_update AFTER UPDATE ON rules REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rules_bump_version();
CREATE TRIGGER rules_version_delete AFTER DELETE ON rules REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rules_bump_version();

-- A run of rules over a workspace's history: a background job that goes over the entries in id order, a
-- batch per transaction, and records every change so that the whole run can be undone.
CREATE TABLE rule_runs (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  -- The rule run (NULL: all the active rules, or a rule deleted since).
  rule_id bigint NULL REFERENCES rules (id) ON DELETE SET NULL,
  rule_name text NOT NULL,
  -- The rules as they were when the run started: editing a rule mid-run does not change what the run does.
  rules jsonb NOT NULL,
  user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  change_own_edits boolean NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed', 'undone')),
  -- Entries up to this id existed when the run started: it goes over them, not over entries written since.
  last_entry_id bigint NOT NULL,
  -- The last entry gone over, newest first as the list's index has them: a run taken over after its server
  -- stopped goes on from there. NULL before the first batch.
  cursor_date timestamptz NULL,
  cursor_id bigint NULL,
  total integer NOT NULL,
  scanned integer NOT NULL DEFAULT 0,
  matched integer NOT NULL DEFAULT 0,
  changed integer NOT NULL DEFAULT 0,
  -- Written by the server running it after every batch; a running run not heard of for a minute is taken over.
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz NULL
);
CREATE INDEX rule_runs_of_workspace ON rule_runs (workspace_id, created_at DESC);
CREATE INDEX rule_runs_running ON rule_runs (heartbeat_at) WHERE status = 'running';

-- What a run changed on each entry: the fields' values before and after, so that undo puts back the ones that
-- still hold the run's value (an edit made since is kept).
CREATE TABLE rule_run_changes (
  run_id uuid NOT NULL REFERENCES rule_runs (id) ON DELETE CASCADE,
  entry_id bigint NOT NULL,
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  PRIMARY KEY (run_id, entry_id)
);

-- "No, thanks" to a learned rule: the payee (folded, as rules compare it) and category never proposed again.
CREATE TABLE rule_proposal_dismissals (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  payee text NOT NULL,
  category_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, payee, category_id)
);
