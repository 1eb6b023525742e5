-- Rate limits count attempts in a sliding window rather than fixed clock windows, where a burst across a
-- window's end got twice the limit: one row per counted attempt, so at most the limit per key within any
-- window length. Keys hold hashes, not e-mails.
DROP TABLE rate_limit_counters;

CREATE TABLE rate_limit_attempts (
  key text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_attempts_key ON rate_limit_attempts (key, attempted_at);
CREATE INDEX rate_limit_attempts_at ON rate_limit_attempts (attempted_at);
