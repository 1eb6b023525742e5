-- Idempotency keys of entry writes (Idempotency-Key header): a client that sends a write again after losing
-- the answer (offline queue, flaky network) gets the stored answer instead of a second write. One row per
-- user and key, written in the same transaction as the write it answers for, so a write is never recorded
-- without its answer nor the other way round. A concurrent duplicate waits on the primary key until the
-- first commits (then reads its answer) or rolls back (then writes itself). Rows expire after a day.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  method text NOT NULL,
  path text NOT NULL,
  -- sha256 (hex) of the request body as validated, keys sorted: the same key with another body is refused.
  body_hash text NOT NULL,
  -- Set before the transaction commits; never seen empty outside it.
  status smallint,
  -- The answer's JSON text as it was sent, byte for byte.
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
