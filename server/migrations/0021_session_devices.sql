-- Sessions know the device they were started from, for the person's list of where they are signed in:
-- the client's IP as the server saw it (TRUST_PROXY decides whether a proxy's X-Forwarded-For counts) and
-- its user agent, cut to 512 characters. Sessions from before this migration have neither.
ALTER TABLE sessions
  ADD COLUMN ip text NULL CHECK (length(ip) <= 64),
  ADD COLUMN user_agent text NULL CHECK (length(user_agent) <= 512);

-- The devices a person has signed in from, to mail them when a sign-in comes from one never seen before.
-- A device is the SHA-256 of its browser, system and kind of platform as read from the user agent
-- (server/src/auth/devices.ts deviceFingerprint): not the IP, which changes with every network, and not
-- the versions, which change with every update; either would mail the person at every sign-in and teach
-- them to ignore the mail. Hashed, so the table keeps no user agent once the sessions that held it are gone.
-- A person with no row yet (their first sign-in, or their first since this table exists) gets no mail.
CREATE TABLE user_devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  fingerprint text NOT NULL CHECK (length(fingerprint) <= 64),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, fingerprint)
);

-- The list of a person's live sessions, newest seen first (it also serves what sessions_user did).
CREATE INDEX sessions_user_last_used ON sessions (user_id, last_used_at DESC) WHERE revoked_at IS NULL;
DROP INDEX sessions_user;
