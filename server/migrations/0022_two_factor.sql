-- Two-factor sign-in (TOTP, RFC 6238) with single-use recovery codes.

-- One authenticator per person. The secret is encrypted (AES-256-GCM under a key derived from the signing
-- secret) and never answered after setup; pending until a code of it is confirmed (enabled_at set).
-- last_step is the last 30-second step a code was accepted for: a code of that step or an earlier one is
-- refused, so a code works once.
CREATE TABLE two_factor_totp (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_box bytea NOT NULL,
  enabled_at timestamptz NULL,
  last_step bigint NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- argon2id hashes, as passwords: the codes themselves are shown once and kept nowhere.
CREATE TABLE two_factor_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_recovery_codes_user ON two_factor_recovery_codes (user_id);

-- The second step of a password sign-in: the SHA-256 of a random token the client holds, single use,
-- short lived.
CREATE TABLE two_factor_challenges (
  token_hash bytea PRIMARY KEY CHECK (length(token_hash) = 32),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX two_factor_challenges_user ON two_factor_challenges (user_id);

-- Wrong codes (and wrong passwords when turning two-factor off), counted in a sliding window per account
-- and per IP for the lockout.
CREATE TABLE two_factor_failures (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX two_factor_failures_user ON two_factor_failures (user_id, failed_at);
CREATE INDEX two_factor_failures_ip ON two_factor_failures (ip, failed_at);
