-- Notifications: Web Push subscriptions of each person's browsers, the token the original client sends from
-- Firebase, each person's choice of channels, the messages sent to them (the in-app pop-up shows the last
-- one) and the reminders sent the day before a planned entry runs.

-- The VAPID key pair that signs every push, one row: the first server to start generates it, every later
-- server (and restart) reads the same, so the browsers' subscriptions, made with its public key, stay valid.
-- VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY in the environment win over it.
CREATE TABLE push_vapid_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  -- base64url: the uncompressed P-256 point (65 bytes) and the private scalar (32 bytes).
  public_key text NOT NULL CHECK (public_key ~ '^[A-Za-z0-9_-]{87}$'),
  private_key text NOT NULL CHECK (private_key ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A browser's push subscription (PushSubscription.toJSON()). The endpoint is the browser's: when another
-- person signs in on it and subscribes, the row moves to them. Removed when the push service answers 404 or
-- 410 (the subscription has expired or was withdrawn), or when the person turns push off there.
CREATE TABLE push_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (endpoint ~ '^https://' AND length(endpoint) <= 2048),
  p256dh text NOT NULL CHECK (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text NOT NULL CHECK (auth ~ '^[A-Za-z0-9_-]{22}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The Firebase Cloud Messaging token the original client sends: kept for the day this server speaks FCM;
-- nothing is sent to it today.
CREATE TABLE firebase_tokens (
  token text PRIMARY KEY CHECK (length(token) BETWEEN 1 AND 4096),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX firebase_tokens_user ON firebase_tokens (user_id);

-- Which notifications a person wants, and how. No row: the defaults, which the server holds in one place.
CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  budget_alerts_push boolean NOT NULL,
  budget_alerts_mail boolean NOT NULL,
  planned_reminders_push boolean NOT NULL,
  planned_reminders_mail boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What was sent to a person, by push, mail or both: the in-app pop-up shows the last one until it is read.
-- Only the latest ones of each person are kept.
CREATE TABLE notification_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('budget_alert', 'planned_reminder')),
  title text NOT NULL CHECK (length(title) <= 200),
  body text NOT NULL CHECK (length(body) <= 1000),
  -- Where the message leads in the app, a path under /app.
  url text NOT NULL CHECK (url ~ '^/app/' AND length(url) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz NULL
);
CREATE INDEX notification_messages_user ON notification_messages (user_id, id DESC);

-- A reminder sent for one occurrence of a plan, the day before it runs: the primary key makes it go out
-- once, whichever server runs the job, however often.
CREATE TABLE planned_entry_reminders (
  planned_entry_id bigint NOT NULL REFERENCES planned_entries (id) ON DELETE CASCADE,
  occurrence timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (planned_entry_id, occurrence)
);
