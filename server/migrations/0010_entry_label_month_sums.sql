-- What counts per label, per month: entry_month_sums (0009) split by label, so the expenses by label of a
-- month (the dashboard's bars, graph stats) and the budgets filtered by one label read a few aggregate rows
-- instead of joining a month of labelled entries. An entry with two labels counts under each.
--
-- entries.label_ids mirrors the entry's rows in entry_labels (sorted), kept by a trigger on entry_labels. It
-- is what makes the sums exact with plain deltas: the ledger writes an entry and changes its labels in one
-- statement, and at the end of a statement every trigger sees only the final rows. With the labels on the
-- entry, the transition tables of entries hold the labels an entry had before and after, so one trigger on
-- entries moves its amount from (old state, old labels) to (new state, new labels); a change of labels is an
-- update of label_ids, which moves it the same way. Like entry_month_sums: confirmed, not planned, not
-- deleted; stats_excluded is the entry's own flag, the wallet's and the sub-category's are applied on read.
-- label_id has no foreign key: deleting a label deletes its links, whose trigger then takes the label's
-- amounts out of its sums (to zero), which a cascade would have deleted first.
ALTER TABLE entries ADD COLUMN label_ids bigint[] NOT NULL DEFAULT '{}';

CREATE TABLE entry_label_month_sums (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  month date NOT NULL,
  label_id bigint NOT NULL,
  account_key bigint NOT NULL,
  category_id integer NOT NULL,
  type text NOT NULL,
  currency_id integer NOT NULL,
  stats_excluded boolean NOT NULL,
  cents bigint NOT NULL,
  PRIMARY KEY (workspace_id, month, label_id, account_key, category_id, type, currency_id, stats_excluded)
);

-- Entries written before this migration: their labels, then their sums (before the triggers exist).
UPDATE entries e SET label_ids = l.ids
FROM (SELECT entry_id, array_agg(label_id ORDER BY label_id) AS ids FROM entry_labels GROUP BY entry_id) l
WHERE e.id = l.entry_id;

INSERT INTO entry_label_month_sums
  (workspace_id, month, label_id, account_key, category_id, type, currency_id, stats_excluded, cents)
SELECT e.workspace_id, date_trunc('month', e.date_time AT TIME ZONE 'UTC')::date, l.label_id,
  coalesce(e.account_id, 0), e.category_id, e.type, e.currency_id, e.exclude_from_stats, sum(e.amount_cents)
FROM entries e CROSS JOIN unnest(e.label_ids) AS l (label_id)
WHERE e.deleted_at IS NULL AND e.confirmed AND NOT e.planned
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8;

-- Lock order as the other sums: entry rows first, then these rows in key order (these triggers sort after
-- entry_month_sums' by name).
CREATE FUNCTION entry_label_month_sums_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_label_month_sums AS s
    (workspace_id, month, label_id, account_key, category_id, type, currency_id, stats_excluded, cents)
  SELECT n.workspace_id, date_trunc('month', n.date_time AT TIME ZONE 'UTC')::date, l.label_id,
    coalesce(n.account_id, 0), n.category_id, n.type, n.currency_id, n.exclude_from_stats, sum(n.amount_cents)
  FROM new_rows n CROSS JOIN unnest(n.label_ids) AS l (label_id)
  WHERE n.deleted_at IS NULL AND n.confirmed AND NOT n.planned
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (workspace_id, month, label_id, account_key, category_id, type, currency_id, stats_excluded)
    DO UPDATE SET cents = s.cents + excluded.cents;
  RETURN NULL;
END $$;

CREATE FUNCTION entry_label_month_sums_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_label_month_sums AS s
    (workspace_id, month, label_id, account_key, category_id, type, currency_id, stats_excluded, cents)
  SELECT workspace_id, month, label_id, account_key, category_id, type, currency_id, stats_excluded, sum(cents)
  FROM (
    SELECT n.workspace_id, date_trunc('month', n.date_time AT TIME ZONE 'UTC')::date AS month, l.label_id,
      coalesce(n.account_id, 0) AS account_key, n.category_id, n.type, n.currency_id,
      n.exclude_from_stats AS stats_excluded, n.amount_cents AS cents
    FROM new_rows n CROSS JOIN unnest(n.label_ids) AS l (label_id)
    WHERE n.deleted_at IS NULL AND n.confirmed AND NOT n.planned
    UNION ALL
    SELECT o.workspace_id, date_trunc('month', o.date_time AT TIME ZONE 'UTC')::date, l.label_id,
      coalesce(o.account_id, 0), o.category_id, o.type, o.currency_id, o.exclude_from_stats, -o.amount_cents
    FROM old_rows o CROSS JOIN unnest(o.label_ids) AS l (label_id)
    WHERE o.deleted_at IS NULL AND o.confirmed AND NOT o.planned) moves
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(cents) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (workspace_id, month, label_id, account_key, category_id, type, currency_id, stats_excluded)
    DO UPDATE SET cents = s.cents + excluded.cents;
  RETURN NULL;
END $$;

CREATE TRIGGER entries_month_sums_by_label_insert AFTER INSERT ON entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_label_month_sums_after_insert();
CREATE TRIGGER entries_month_sums_by_label_update AFTER UPDATE ON entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_label_month_sums_after_update();

-- The entries whose links a statement changed take their labels again (which moves their sums above).
CREATE FUNCTION entry_label_ids_refresh(entry_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entries e
  SET label_ids = ARRAY(SELECT el.label_id FROM entry_labels el WHERE el.entry_id = e.id ORDER BY el.label_id)
  WHERE e.id = ANY(entry_ids)
    AND e.label_ids IS DISTINCT FROM
      ARRAY(SELECT el.label_id FROM entry_labels el WHERE el.entry_id = e.id ORDER BY el.label_id);
END $$;

CREATE FUNCTION entry_labels_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM entry_label_ids_refresh(ARRAY(SELECT DISTINCT entry_id FROM new_rows ORDER BY entry_id));
  RETURN NULL;
END $$;

CREATE FUNCTION entry_labels_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM entry_label_ids_refresh(ARRAY(SELECT DISTINCT entry_id FROM old_rows ORDER BY entry_id));
  RETURN NULL;
END $$;

CREATE FUNCTION entry_labels_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM entry_label_ids_refresh(ARRAY(
    SELECT entry_id FROM old_rows UNION SELECT entry_id FROM new_rows ORDER BY 1));
  RETURN NULL;
END $$;

CREATE TRIGGER entry_labels_label_ids_insert AFTER INSERT ON entry_labels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_labels_after_insert();
CREATE TRIGGER entry_labels_label_ids_delete AFTER DELETE ON entry_labels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_labels_after_delete();
CREATE TRIGGER entry_labels_label_ids_update AFTER UPDATE ON entry_labels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entry_labels_after_update();
