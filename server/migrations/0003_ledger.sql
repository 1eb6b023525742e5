-- The ledger: labels, payees, entries (with their labels), models (SPEC §3; REFERENCE.md "Ledger rules";
-- PERFORMANCE.md). Money is integer cents. Every row belongs to a workspace; references between rows carry
-- the workspace in the foreign key, so an entry can never point at another workspace's wallet or payee.

CREATE TABLE labels (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
  color text NOT NULL CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, id)
);
-- Labels are reused case-insensitively (SPEC §5 Label): one name per workspace.
CREATE UNIQUE INDEX labels_workspace_name ON labels (workspace_id, lower(name));

-- Payees (debts). balance_cents = sum of the payee's counted debit entries, kept in step on every write.
CREATE TABLE payees (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  balance_cents bigint NOT NULL DEFAULT 0,
  counted_entries integer NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, id)
);
CREATE INDEX payees_workspace ON payees (workspace_id, archived, name);

CREATE TABLE entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('expense', 'income', 'transfer', 'debit', 'saving')),
  -- Signed: expenses < 0, incoming > 0; each transfer row carries its side's sign.
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  payment_type_id integer NOT NULL REFERENCES payment_types (id),
  date_time timestamptz NOT NULL,
  end_date_time timestamptz NULL,
  planning text NULL,
  -- Decided by the server from date_time; the planned-entries job clears it when the date comes.
  planned boolean NOT NULL DEFAULT false,
  confirmed boolean NOT NULL DEFAULT true,
  waranty boolean NOT NULL DEFAULT false,
  exclude_from_stats boolean NOT NULL DEFAULT false,
  note text NULL CHECK (length(note) <= 1000),
  geolocation text NULL,
  -- NULL only for the "out of wallet" side of a transfer.
  account_id bigint NULL,
  category_id integer NOT NULL REFERENCES sub_categories (id),
  payee_id bigint NULL,
  goal_id bigint NULL,
  -- The other row of a transfer (both rows are written, edited and deleted together).
  transfer_uuid uuid NULL,
  -- Payee, label and category names, written with the entry so the search vector can include them.
  search_terms text NOT NULL DEFAULT '',
  search tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(note, '') || ' ' || search_terms)) STORED,
  deleted_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, id),
  FOREIGN KEY (workspace_id, account_id) REFERENCES wallets (workspace_id, id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, payee_id) REFERENCES payees (workspace_id, id),
  CHECK (type <> 'debit' OR payee_id IS NOT NULL),
  CHECK (type = 'transfer' OR account_id IS NOT NULL)
);
-- Lists, newest first, with keyset-friendly order (date_time DESC, id DESC); by wallet and by category.
-- Totals for `last_page` (PERFORMANCE.md "pages are cheap; totals are not"): the unfiltered list (and the
-- planned / not planned halves) reads entry_counts below, maintained by a statement trigger; a filtered list
-- counts exactly up to a cap of 1,000 rows past the page (~33 pages ahead), beyond which total and last_page
-- say "at least" and grow as the reader pages on (a count of a common label costs ~10 ms per 1,000 matches).
CREATE INDEX entries_list ON entries (workspace_id, date_time DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX entries_wallet ON entries (workspace_id, account_id, date_time DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX entries_category ON entries (workspace_id, category_id, date_time DESC, id DESC)
  WHERE deleted_at IS NULL;
CREATE INDEX entries_payee ON entries (payee_id, date_time DESC, id DESC)
  WHERE deleted_at IS NULL AND payee_id IS NOT NULL;
-- The planned-entries job finds due rows here.
CREATE INDEX entries_planned_due ON entries (date_time) WHERE planned AND deleted_at IS NULL;
-- Stats read counted entries index-only.
CREATE INDEX entries_stats ON entries (workspace_id, date_time) INCLUDE (type, category_id, amount_cents)
  WHERE deleted_at IS NULL AND confirmed AND NOT planned;
-- Full-text search on the stored vector.
CREATE INDEX entries_search ON entries USING gin (search) WHERE deleted_at IS NULL;

-- Live (not deleted) entries per workspace, planned and not. Statement-level triggers with transition tables
-- keep it exact for every write path (the ledger, the planned-entries job, bulk seeds) with one grouped upsert
-- per statement. One row per workspace, upserted in workspace order: a transaction locks at most the
-- counter rows it changes, always in the same order, after its entry rows and before wallets and payees,
-- so concurrent writers queue instead of deadlocking.
CREATE TABLE entry_counts (
  workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
  planned bigint NOT NULL DEFAULT 0,
  unplanned bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION entry_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_counts (workspace_id, planned, unplanned)
  SELECT workspace_id, count(*) FILTER (WHERE planned), count(*) FILTER (WHERE NOT planned)
  FROM new_rows WHERE deleted_at IS NULL GROUP BY workspace_id ORDER BY workspace_id
  ON CONFLICT (workspace_id) DO UPDATE
    SET planned = entry_counts.planned + excluded.planned, unplanned = entry_counts.unplanned + excluded.unplanned;
  RETURN NULL;
END $$;

CREATE FUNCTION entry_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_counts (workspace_id, planned, unplanned)
  SELECT workspace_id, sum(p), sum(u) FROM (
    SELECT workspace_id, planned::int AS p, (NOT planned)::int AS u FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT workspace_id, -(planned::int), -((NOT planned)::int) FROM old_rows WHERE deleted_at IS NULL) moves
  GROUP BY workspace_id HAVING sum(p) <> 0 OR sum(u) <> 0 ORDER BY workspace_id
  ON CONFLICT (workspace_id) DO UPDATE
    SET planned = entry_counts.planned + excluded.planned, unplanned = entry_counts.unplanned + excluded.unplanned;
  RETURN NULL;
END $$;

CREATE TRIGGER entries_count_insert AFTER INSERT ON entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_counts_after_insert();
CREATE TRIGGER entries_count_update AFTER UPDATE ON entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_counts_after_update();

CREATE TABLE entry_labels (
  entry_id bigint NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  label_id bigint NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  PRIMARY KEY (entry_id, label_id)
);
CREATE INDEX entry_labels_label ON entry_labels (label_id, entry_id);

-- Models (templates): entry fields without a date; labels as an id list (a template has a handful).
CREATE TABLE entry_models (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  type text NOT NULL CHECK (type IN ('expense', 'income', 'debit', 'saving')),
  amount_cents bigint NULL,
  currency_id integer NULL REFERENCES currencies (id),
  payment_type_id integer NULL REFERENCES payment_types (id),
  note text NULL,
  exclude_from_stats boolean NOT NULL DEFAULT false,
  account_id bigint NULL,
  category_id integer NULL REFERENCES sub_categories (id),
  payee_id bigint NULL,
  label_ids bigint[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (workspace_id, account_id) REFERENCES wallets (workspace_id, id) ON DELETE SET NULL (account_id),
  FOREIGN KEY (workspace_id, payee_id) REFERENCES payees (workspace_id, id) ON DELETE SET NULL (payee_id)
);
CREATE INDEX entry_models_workspace ON entry_models (workspace_id, name);
