-- Accounts, sessions, shared workspaces and wallets (REFERENCE.md "Auth and workspaces").
-- Everything the API keeps between requests lives here, so any number of stateless servers can share it.
-- Ids clients see are uuids. Deleting a user or a workspace cascades to every row that belongs to it.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- Stored lower-cased; the unique index below compares case-insensitively all the same.
  email text NOT NULL CHECK (email = lower(email)),
  -- argon2id (PHC string). Accounts made through a provider get the hash of a random secret nobody knows.
  password_hash text NOT NULL,
  email_verified_at timestamptz NULL,
  -- The language of the mails we send them (Accept-Language at sign-up).
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'it', 'es', 'de', 'fr')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

-- Accounts at an OpenID Connect provider linked to a user: (provider, sub) is stable, e-mails are not.
CREATE TABLE user_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user ON user_identities (user_id);

-- A signed-in device. The client holds the opaque token (X-BC-Token); only its SHA-256 is stored.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL CHECK (length(token_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NULL
);
CREATE INDEX sessions_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Single-use links sent by e-mail. The token is `<selector><verifier>`: the selector finds the row,
-- the verifier's SHA-256 is compared in constant time, so a database leak yields no usable link.
CREATE TABLE auth_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  selector text NOT NULL UNIQUE,
  verifier_hash bytea NOT NULL CHECK (length(verifier_hash) = 32),
  expires_at timestamptz NOT NULL,
  used_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id, purpose);

-- An OpenID Connect sign-in in progress (state, PKCE verifier, nonce): short-lived, used once.
CREATE TABLE oidc_login_states (
  state_hash bytea PRIMARY KEY CHECK (length(state_hash) = 32),
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_login_states_expires ON oidc_login_states (expires_at);

-- Fixed-window counters for rate limits, shared by every server. Keys hold hashes, not e-mails.
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);

-- The HS256 secret of access tokens, one row; the first server to start generates it.
CREATE TABLE auth_signing_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret bytea NOT NULL CHECK (length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workspaces (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- The workspace settings; setup is complete once both are set (SPEC §4).
  currency_id integer NULL REFERENCES currencies (id),
  payment_type_id integer NULL REFERENCES payment_types (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workspace_members (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  -- The workspace this user has activated; at most one per user (the index below).
  is_current boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, user_id)
);
CREATE UNIQUE INDEX workspace_members_one_owner ON workspace_members (workspace_id) WHERE role = 'owner';
CREATE UNIQUE INDEX workspace_members_one_current ON workspace_members (user_id) WHERE is_current;
CREATE INDEX workspace_members_user ON workspace_members (user_id);

-- Announced in 0001: custom sub-categories belong to a workspace and go with it.
ALTER TABLE sub_categories
  ADD CONSTRAINT sub_categories_workspace_fk FOREIGN KEY (workspace_id) REFERENCES workspaces (id) ON DELETE CASCADE;

-- Wallets (accounts) for the whole product (SPEC §3 Wallet). Money is integer cents.
CREATE TABLE wallets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  type text NOT NULL CHECK (type IN ('bank', 'cache', 'credit-card', 'credit-card-revolving', 'investment',
    'loan', 'other', 'prepaid-card', 'voucher')),
  color text NOT NULL CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- What the wallet held when it was added; never changed by entries.
  opening_balance_cents bigint NOT NULL DEFAULT 0,
  -- opening balance + the wallet's counted entries, kept in step by the ledger in the same transaction.
  balance_cents bigint NOT NULL DEFAULT 0,
  exclude_from_stats boolean NOT NULL DEFAULT false,
  sorting integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  -- Credit cards: the day the invoice is paid from payment_account_id, and the statement closing day.
  invoice_date date NULL,
  closing_date date NULL,
  payment_account_id bigint NULL,
  -- Revolving credit cards: the instalment paid on each invoice date.
  installment_value_cents bigint NULL CHECK (installment_value_cents >= 0),
  -- Vouchers: the value of one ticket.
  voucher_value_cents bigint NULL CHECK (voucher_value_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, id),
  -- The paying account lives in the same workspace; deleting it only clears the link.
  FOREIGN KEY (workspace_id, payment_account_id) REFERENCES wallets (workspace_id, id)
    ON DELETE SET NULL (payment_account_id),
  CHECK (payment_account_id IS NULL OR payment_account_id <> id)
);
CREATE INDEX wallets_workspace ON wallets (workspace_id, archived, sorting);
