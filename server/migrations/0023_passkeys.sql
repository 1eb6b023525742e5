-- Passkeys (WebAuthn): several per person, each with the name they gave it. The credential id is the
-- authenticator's (base64url), unique across the site: a discoverable sign-in finds its passkey by it alone.
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE CHECK (length(credential_id) BETWEEN 1 AND 1400),
  -- COSE public key as the authenticator gave it.
  public_key bytea NOT NULL,
  -- The signature counter last seen: one that goes backwards (while non-zero) means a cloned authenticator.
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NULL
);
CREATE INDEX passkeys_user ON passkeys (user_id, created_at);

-- Challenges handed out with registration or sign-in options: single use (deleted by the statement that
-- reads them), good for 5 minutes (counted from created_at; older ones are deleted whenever one is made).
-- A registration's belongs to the signed-in person; a sign-in's to nobody yet (discoverable credentials).
CREATE TABLE webauthn_challenges (
  challenge_hash bytea PRIMARY KEY CHECK (length(challenge_hash) = 32),
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  user_id uuid NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((purpose = 'registration') = (user_id IS NOT NULL))
);
CREATE INDEX webauthn_challenges_created ON webauthn_challenges (created_at);
