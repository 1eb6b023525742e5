-- Taking everything out and back in (issue 24).

-- A workspace being read from a file: written in batches (each its own transaction, so other workspaces'
-- requests never wait behind the whole file) before anyone is its member, so nobody sees it half-written.
-- The last batch gives it its owner and clears this; a restore that never finished (its server stopped) is
-- deleted by the stale-restores job once this is an hour old.
ALTER TABLE workspaces ADD COLUMN restoring_since timestamptz NULL;
CREATE INDEX workspaces_restoring ON workspaces (restoring_since) WHERE restoring_since IS NOT NULL;

-- The members of a restored workspace's file are invited by e-mail rather than added: the link's token is
-- `<selector><verifier>` as in auth_tokens, and the person who signs in with the invited address accepts it.
CREATE TABLE workspace_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) <= 320),
  role text NOT NULL CHECK (role IN ('editor', 'viewer')),
  invited_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  selector text NOT NULL UNIQUE,
  verifier_hash bytea NOT NULL CHECK (length(verifier_hash) = 32),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspace_invitations_workspace ON workspace_invitations (workspace_id);
