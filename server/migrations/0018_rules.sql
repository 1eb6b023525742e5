-- Rules that file entries (issue 25): conditions and actions as the API writes them (jsonb, checked by the
-- contract's schema before they are stored), run by stage then by their place in it.
CREATE TABLE rules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  stage text NOT NULL CHECK (stage IN ('first', 'normal', 'last')),
  -- The rule's place in its stage: rules of a stage run in ascending position, ties (never made by the API)
  -- by id.
  position integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  conditions jsonb NOT NULL,
  actions jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The workspace's rules in the order they run (every write of an entry reads the active ones).
CREATE INDEX rules_run_order ON rules (workspace_id, stage, position, id);
