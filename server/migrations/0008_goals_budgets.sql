-- Savings goals and budgets (SPEC §3 Goal, Budget; REFERENCE.md "Budgets", "Ledger rules").
--
-- A goal's balance is the sum of its counted saving entries (deposits positive, withdrawals negative), moved
-- by the ledger in the same transaction as each entry write, like wallet and payee balances. Lock order of a
-- ledger write: entries, entry counters, wallets, payees, then goals, each in id order.
CREATE TABLE goals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  -- One of the 18 icon names, or the CSS classes the original client sends.
  icon text NOT NULL CHECK (length(icon) BETWEEN 1 AND 60),
  target_cents bigint NOT NULL CHECK (target_cents > 0),
  due_date date NULL,
  description text NULL CHECK (length(description) <= 1000),
  balance_cents bigint NOT NULL DEFAULT 0,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, id)
);
CREATE INDEX goals_workspace ON goals (workspace_id, archived, due_date);

ALTER TABLE entries
  ADD FOREIGN KEY (workspace_id, goal_id) REFERENCES goals (workspace_id, id),
  ADD CHECK (type <> 'saving' OR goal_id IS NOT NULL);
-- A goal's activity, newest first, and its deposits of the last months.
CREATE INDEX entries_goal ON entries (goal_id, date_time DESC, id DESC)
  WHERE deleted_at IS NULL AND goal_id IS NOT NULL;

-- What a budget counts: its window by period (one_shot and recursive from their dates), and the entries of
-- its wallets, sub-categories, types and labels (empty = all).
CREATE TABLE budgets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  description text NULL CHECK (length(description) <= 1000),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  period text NOT NULL CHECK (period IN ('weekly', 'monthly', 'yearly', 'one_shot', 'recursive')),
  period_start date NULL,
  period_end date NULL,
  accounts bigint[] NOT NULL DEFAULT '{}',
  categories integer[] NOT NULL DEFAULT '{}',
  labels bigint[] NOT NULL DEFAULT '{}',
  -- Entry types as stored: expense, income, transfer, debit.
  types text[] NOT NULL DEFAULT '{}',
  notification boolean NOT NULL DEFAULT false,
  emails text[] NOT NULL DEFAULT '{}',
  thresholds integer[] NOT NULL DEFAULT '{70,90,100}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (period NOT IN ('one_shot', 'recursive') OR (period_start IS NOT NULL AND period_end >= period_start))
);
CREATE INDEX budgets_workspace ON budgets (workspace_id, id);
CREATE INDEX budgets_notifying ON budgets (id) WHERE notification;

-- A threshold mailed for a budget's window: the primary key makes each alert go out once, whichever server
-- runs the job, however often.
CREATE TABLE budget_alerts (
  budget_id bigint NOT NULL REFERENCES budgets (id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL,
  threshold integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (budget_id, window_start, threshold)
);

-- Budgets and stats sum a range's counted entries by wallet, currency and the entry's own stats flag too: the
-- covering index of counted entries carries them.
DROP INDEX entries_stats;
CREATE INDEX entries_stats ON entries (workspace_id, date_time)
  INCLUDE (account_id, type, category_id, amount_cents, currency_id, exclude_from_stats)
  WHERE deleted_at IS NULL AND confirmed AND NOT planned;
