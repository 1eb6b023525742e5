-- Live entries per month (PERFORMANCE.md "pages are cheap; totals are not"): the total of a list filtered by
-- wallet, category, type, planned and whole months is a sum of a few counter rows, and a deep page jumps to
-- its month instead of skipping every newer row. Months are UTC months; the lists count the partial months
-- at the edges of a date range from the rows. Kept exact by statement-level triggers with transition tables,
-- like entry_counts, for every write path.
--
-- Lock order: a writing statement's entry rows, then its workspaces' entry_counts rows (entry_counts'
-- triggers sort before these by name, and the update trigger locks them even when the planned split does not
-- move), then entry_month_counts and entry_month_totals rows in key order, then wallets and payees. So two
-- writers queue on entry_counts instead of deadlocking on month rows.
CREATE TABLE entry_month_counts (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  -- First day of the UTC month.
  month date NOT NULL,
  -- The wallet, 0 for the "out of wallet" side of a transfer (ids start at 1; a primary key has no NULL).
  account_key bigint NOT NULL,
  category_id integer NOT NULL,
  type text NOT NULL,
  planned boolean NOT NULL,
  entries bigint NOT NULL,
  PRIMARY KEY (workspace_id, month, account_key, category_id, type, planned)
);
CREATE INDEX entry_month_counts_wallet ON entry_month_counts (workspace_id, account_key, month);
CREATE INDEX entry_month_counts_category ON entry_month_counts (workspace_id, category_id, month);

-- The same per month only: an unfiltered deep page finds its month in at most two rows a month.
CREATE TABLE entry_month_totals (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  month date NOT NULL,
  planned boolean NOT NULL,
  entries bigint NOT NULL,
  PRIMARY KEY (workspace_id, month, planned)
);

CREATE FUNCTION entry_month_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_month_counts AS c (workspace_id, month, account_key, category_id, type, planned, entries)
  SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0),
    category_id, type, planned, count(*)
  FROM new_rows WHERE deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (workspace_id, month, account_key, category_id, type, planned) DO UPDATE
    SET entries = c.entries + excluded.entries;
  INSERT INTO entry_month_totals AS t (workspace_id, month, planned, entries)
  SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, planned, count(*)
  FROM new_rows WHERE deleted_at IS NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, month, planned) DO UPDATE SET entries = t.entries + excluded.entries;
  RETURN NULL;
END $$;

CREATE FUNCTION entry_month_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM entry_counts WHERE workspace_id IN (SELECT workspace_id FROM new_rows)
  ORDER BY workspace_id FOR UPDATE;
  INSERT INTO entry_month_counts AS c (workspace_id, month, account_key, category_id, type, planned, entries)
  SELECT workspace_id, month, account_key, category_id, type, planned, sum(n) FROM (
    SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date AS month,
      coalesce(account_id, 0) AS account_key, category_id, type, planned, 1 AS n
    FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0),
      category_id, type, planned, -1
    FROM old_rows WHERE deleted_at IS NULL) moves
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (workspace_id, month, account_key, category_id, type, planned) DO UPDATE
    SET entries = c.entries + excluded.entries;
  INSERT INTO entry_month_totals AS t (workspace_id, month, planned, entries)
  SELECT workspace_id, month, planned, sum(n) FROM (
    SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date AS month, planned, 1 AS n
    FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, planned, -1
    FROM old_rows WHERE deleted_at IS NULL) moves
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, month, planned) DO UPDATE SET entries = t.entries + excluded.entries;
  RETURN NULL;
END $$;

CREATE TRIGGER entries_month_count_insert AFTER INSERT ON entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_month_counts_after_insert();
CREATE TRIGGER entries_month_count_update AFTER UPDATE ON entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_month_counts_after_update();

-- Entries written before this migration (the trigger above holds writers off until it commits).
INSERT INTO entry_month_counts (workspace_id, month, account_key, category_id, type, planned, entries)
SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, coalesce(account_id, 0),
  category_id, type, planned, count(*)
FROM entries WHERE deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6;

INSERT INTO entry_month_totals (workspace_id, month, planned, entries)
SELECT workspace_id, date_trunc('month', date_time AT TIME ZONE 'UTC')::date, planned, count(*)
FROM entries WHERE deleted_at IS NULL
GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
