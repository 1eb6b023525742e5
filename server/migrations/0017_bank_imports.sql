-- Bank and app files imported through a preview (issue 23): the previews waiting for their commit, the
-- history of committed imports (each can be undone), which wallet an account of a bank file goes to, and the
-- CSV column mapping each wallet's files were read with.

-- What an imported entry keeps of its row: the bank's reference (duplicates by reference), the payee as the
-- bank wrote it (the category a payee usually gets; the duplicates of rows with no reference) and its import
-- (undo). All NULL for entries typed in the app. Nullable columns without a default: no table rewrite.
ALTER TABLE entries
  ADD COLUMN bank_id text NULL CHECK (length(bank_id) <= 200),
  ADD COLUMN bank_payee text NULL CHECK (length(bank_payee) <= 300),
  ADD COLUMN import_batch_id uuid NULL;

-- The entries of a wallet with a bank reference (duplicates by reference).
CREATE INDEX entries_bank_reference ON entries (account_id, bank_id)
  WHERE bank_id IS NOT NULL AND deleted_at IS NULL;
-- The entries an import wrote (undo).
CREATE INDEX entries_import_batch ON entries (import_batch_id) WHERE import_batch_id IS NOT NULL;
-- The categories the workspace gave a payee's entries (the category a previewed row gets).
CREATE INDEX entries_bank_payee ON entries (workspace_id, lower(bank_payee), category_id)
  WHERE bank_payee IS NOT NULL AND deleted_at IS NULL;

-- A read file waiting for its commit, for an hour, seen only by the user and workspace that sent it. The file
-- itself is kept (not its rows): the commit reads it again with the same choices, so what it writes is what
-- the preview showed, judged against the wallet as it is at commit time.
CREATE TABLE import_previews (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file bytea NOT NULL,
  -- The reader's choices, as detected or chosen (format, encoding, date order, decimal separator, columns).
  read_options jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set by the commit (a preview commits once); the file is dropped then.
  batch_id uuid NULL
);
CREATE INDEX import_previews_created ON import_previews (created_at);

CREATE TABLE import_batches (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  format text NOT NULL,
  imported integer NOT NULL,
  duplicates integer NOT NULL,
  wallet_ids bigint[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz NULL
);
CREATE INDEX import_batches_history ON import_batches (workspace_id, created_at DESC, id);

-- The wallet an account of a bank file (its IBAN, else its number) was imported into: the next file of that
-- account goes there without asking.
CREATE TABLE import_account_links (
  workspace_id uuid NOT NULL,
  account_key text NOT NULL,
  wallet_id bigint NOT NULL,
  PRIMARY KEY (workspace_id, account_key),
  FOREIGN KEY (workspace_id, wallet_id) REFERENCES wallets (workspace_id, id) ON DELETE CASCADE
);

-- How a wallet's CSV files were read: the next file of that bank needs no choice.
CREATE TABLE import_csv_mappings (
  wallet_id bigint PRIMARY KEY REFERENCES wallets (id) ON DELETE CASCADE,
  columns jsonb NOT NULL,
  date_format text NULL,
  decimal_separator text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
