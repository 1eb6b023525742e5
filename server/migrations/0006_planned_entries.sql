-- Planned (recurring) entries (SPEC §2 /app/planned-entries, §3 Planned entry, §7; REFERENCE.md "Ledger
-- rules"): a plan is an entry template with a schedule. The recurring-entries job writes each occurrence that
-- has come as a normal entry through the ledger and moves next_execution on, in the plan's own transaction.
-- References carry the workspace in the foreign key, as entries do, so a plan never points at another
-- workspace's wallet or payee.

CREATE TABLE planned_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('expense', 'income', 'debit')),
  -- Signed as the entries it writes: expenses < 0, incoming > 0, debit as chosen.
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  CHECK (type <> 'expense' OR amount_cents < 0),
  CHECK (type <> 'income' OR amount_cents > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  payment_type_id integer NOT NULL REFERENCES payment_types (id),
  note text NULL CHECK (length(note) <= 1000),
  account_id bigint NOT NULL,
  category_id integer NOT NULL REFERENCES sub_categories (id),
  payee_id bigint NULL,
  confirmed boolean NOT NULL DEFAULT true,
  waranty boolean NOT NULL DEFAULT false,
  exclude_from_stats boolean NOT NULL DEFAULT false,
  planning text NOT NULL CHECK (planning IN ('daily', 'weekly', 'monthly', 'yearly', 'one_shot')),
  -- The schedule's anchor (the first execution): occurrences are counted from it, so a plan on the 31st
  -- returns to the 31st after a shorter month.
  start_date_time timestamptz NOT NULL,
  end_date_time timestamptz NULL CHECK (end_date_time IS NULL OR end_date_time >= start_date_time),
  -- NULL once the plan is over (one-shot done, or past its end).
  next_execution timestamptz NULL,
  -- The last occurrence written: an edit of the schedule resumes after it, never repeating one.
  last_execution timestamptz NULL,
  deleted_at timestamptz NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, id),
  FOREIGN KEY (workspace_id, account_id) REFERENCES wallets (workspace_id, id) ON DELETE CASCADE,
  FOREIGN KEY (workspace_id, payee_id) REFERENCES payees (workspace_id, id),
  CHECK (type <> 'debit' OR payee_id IS NOT NULL)
);
-- The list: a workspace's live plans by next execution (finished ones last).
CREATE INDEX planned_entries_list ON planned_entries (workspace_id, next_execution, id) WHERE deleted_at IS NULL;
-- The job: live plans that are due.
CREATE INDEX planned_entries_due ON planned_entries (next_execution)
  WHERE deleted_at IS NULL AND next_execution IS NOT NULL;

CREATE TABLE planned_entry_labels (
  planned_entry_id bigint NOT NULL REFERENCES planned_entries (id) ON DELETE CASCADE,
  label_id bigint NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  PRIMARY KEY (planned_entry_id, label_id)
);
CREATE INDEX planned_entry_labels_label ON planned_entry_labels (label_id);

-- One row per occurrence written: the primary key makes a second write of the same occurrence impossible,
-- whatever happens to the plan's row lock (two servers, a retried run), and links the entry to its plan.
CREATE TABLE planned_entry_runs (
  planned_entry_id bigint NOT NULL REFERENCES planned_entries (id) ON DELETE CASCADE,
  occurrence timestamptz NOT NULL,
  entry_id bigint NULL REFERENCES entries (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (planned_entry_id, occurrence)
);
CREATE INDEX planned_entry_runs_entry ON planned_entry_runs (entry_id) WHERE entry_id IS NOT NULL;
