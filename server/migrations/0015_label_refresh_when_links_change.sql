-- Statement triggers fire even for a statement that touched no row. Every entry write inserts its label
-- links in the same statement as the entry, usually none, and the links' triggers then ran an UPDATE of
-- entries for no entry, which in turn fired the four statement triggers of entries: about 0.5 ms of an
-- expense's 1.2 ms insert, all of it while the workspace's ledger lock is held. They now stop when the
-- statement changed no link, and the refresh when it is given no entry.
CREATE OR REPLACE FUNCTION entry_label_ids_refresh(entry_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(entry_ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE entries e
  SET label_ids = ARRAY(SELECT el.label_id FROM entry_labels el WHERE el.entry_id = e.id ORDER BY el.label_id)
  WHERE e.id = ANY(entry_ids)
    AND e.label_ids IS DISTINCT FROM
      ARRAY(SELECT el.label_id FROM entry_labels el WHERE el.entry_id = e.id ORDER BY el.label_id);
END $$;

CREATE OR REPLACE FUNCTION entry_labels_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM entry_label_ids_refresh(ARRAY(SELECT DISTINCT entry_id FROM new_rows ORDER BY entry_id));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION entry_labels_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows) THEN
    PERFORM entry_label_ids_refresh(ARRAY(SELECT DISTINCT entry_id FROM old_rows ORDER BY entry_id));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION entry_labels_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM entry_label_ids_refresh(ARRAY(
      SELECT entry_id FROM old_rows UNION SELECT entry_id FROM new_rows ORDER BY 1));
  END IF;
  RETURN NULL;
END $$;
