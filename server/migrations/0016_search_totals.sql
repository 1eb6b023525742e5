-- What the search adds up (its total of every match, in the workspace currency; list-amounts.ts).
--
-- The sums of the entries that count, per workspace and currency, all time: the search opens on every entry,
-- whose total would otherwise add up every row of entry_month_sums (0009) of the workspace (28,000 rows at a
-- million entries over ten years, 7 ms on PostgreSQL). Kept exact by statement-level triggers with transition
-- tables, like entry_month_sums, whose rows these roll up. Lock order as theirs: a writing statement's entry
-- rows, its workspaces' entry_counts rows (whose triggers sort first by name), then these rows in key order.
CREATE TABLE entry_currency_sums (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  currency_id integer NOT NULL,
  cents bigint NOT NULL,
  PRIMARY KEY (workspace_id, currency_id)
);

CREATE FUNCTION entry_currency_sums_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_currency_sums AS s (workspace_id, currency_id, cents)
  SELECT workspace_id, currency_id, sum(amount_cents)
  FROM new_rows WHERE deleted_at IS NULL AND confirmed AND NOT planned
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (workspace_id, currency_id) DO UPDATE SET cents = s.cents + excluded.cents;
  RETURN NULL;
END $$;

CREATE FUNCTION entry_currency_sums_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_currency_sums AS s (workspace_id, currency_id, cents)
  SELECT workspace_id, currency_id, sum(cents) FROM (
    SELECT workspace_id, currency_id, amount_cents AS cents
    FROM new_rows WHERE deleted_at IS NULL AND confirmed AND NOT planned
    UNION ALL
    SELECT workspace_id, currency_id, -amount_cents
    FROM old_rows WHERE deleted_at IS NULL AND confirmed AND NOT planned) moves
  GROUP BY 1, 2 HAVING sum(cents) <> 0 ORDER BY 1, 2
  ON CONFLICT (workspace_id, currency_id) DO UPDATE SET cents = s.cents + excluded.cents;
  RETURN NULL;
END $$;

CREATE TRIGGER entries_sums_by_currency_insert AFTER INSERT ON entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_currency_sums_after_insert();
CREATE TRIGGER entries_sums_by_currency_update AFTER UPDATE ON entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_currency_sums_after_update();

-- Entries written before this migration (the triggers above hold writers off until it commits).
INSERT INTO entry_currency_sums (workspace_id, currency_id, cents)
SELECT workspace_id, currency_id, sum(amount_cents)
FROM entries WHERE deleted_at IS NULL AND confirmed AND NOT planned
GROUP BY 1, 2 ORDER BY 1, 2;

-- The entries that do not count (planned, or not confirmed), which the sums leave out: the search adds these
-- few rows from here instead of reading every entry of the workspace. The predicate is written as the search
-- writes it, so that the planner sees the index applies.
CREATE INDEX entries_uncounted ON entries (workspace_id, date_time)
  WHERE deleted_at IS NULL AND (planned OR NOT confirmed);
