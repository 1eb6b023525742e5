-- What counts, per month (PERFORMANCE.md "monthly aggregate rows maintained on write"): the sum of the amounts
-- of the entries that count (confirmed, not planned, not deleted), per UTC month, wallet (0 for the
-- out-of-wallet side of a transfer), sub-category, type, currency and the entry's own "exclude from stats"
-- flag. Stats and budgets read a range's whole months here and its partial edge months from the rows; stats
-- leave out the excluded ones and apply the wallet's and the sub-category's flags and the exchange rates when
-- reading, so changing those needs no rewrite. Kept exact by statement-level triggers with transition tables,
-- like entry_month_counts (same lock order: their triggers sort before these by name).
CREATE TABLE entry_month_sums (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  month date NOT NULL,
  account_key bigint NOT NULL,
  category_id integer NOT NULL,
  type text NOT NULL,
  currency_id integer NOT NULL,
  stats_excluded boolean NOT NULL,
  cents bigint NOT NULL,
  PRIMARY KEY (workspace_id, month, account_key, category_id, type, currency_id, stats_excluded)
);

CREATE FUNCTION entry_month_sums_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_month_sums AS s
    (workspace_id, month, account_key, category_id, type, currency_id, stats_excluded, cents)
  SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0),
    category_id, type, currency_id, exclude_from_stats, sum(amount_cents)
  FROM new_rows WHERE deleted_at IS NULL AND confirmed AND NOT planned
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (workspace_id, month, account_key, category_id, type, currency_id, stats_excluded) DO UPDATE
    SET cents = s.cents + excluded.cents;
  RETURN NULL;
END $$;

CREATE FUNCTION entry_month_sums_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_month_sums AS s
    (workspace_id, month, account_key, category_id, type, currency_id, stats_excluded, cents)
  SELECT workspace_id, month, account_key, category_id, type, currency_id, stats_excluded, sum(cents) FROM (
    SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date AS month,
      coalesce(account_id, 0) AS account_key, category_id, type, currency_id, exclude_from_stats AS stats_excluded,
      amount_cents AS cents
    FROM new_rows WHERE deleted_at IS NULL AND confirmed AND NOT planned
    UNION ALL
    SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0),
      category_id, type, currency_id, exclude_from_stats, -amount_cents
    FROM old_rows WHERE deleted_at IS NULL AND confirmed AND NOT planned) moves
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(cents) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (workspace_id, month, account_key, category_id, type, currency_id, stats_excluded) DO UPDATE
    SET cents = s.cents + excluded.cents;
  RETURN NULL;
END $$;

CREATE TRIGGER entries_month_sum_insert AFTER INSERT ON entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_month_sums_after_insert();
CREATE TRIGGER entries_month_sum_update AFTER UPDATE ON entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_month_sums_after_update();

-- Entries written before this migration.
INSERT INTO entry_month_sums (workspace_id, month, account_key, category_id, type, currency_id, stats_excluded, cents)
SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0),
  category_id, type, currency_id, exclude_from_stats, sum(amount_cents)
FROM entries WHERE deleted_at IS NULL AND confirmed AND NOT planned
GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7;
