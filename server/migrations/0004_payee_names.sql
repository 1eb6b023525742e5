-- A debit naming a payee reuses the workspace's live payee of that name, case-insensitively (REFERENCE.md
-- "Ledger rules"). Before the unique index, live payees of one name that earlier versions created twice are
-- merged into the oldest: their entries and models move to it, and so do their balances and counts.

CREATE TEMPORARY TABLE payee_merges ON COMMIT DROP AS
SELECT p.id AS from_id, keep.id AS to_id
FROM payees p
JOIN LATERAL (
  SELECT k.id FROM payees k
  WHERE k.workspace_id = p.workspace_id AND NOT k.archived AND lower(btrim(k.name)) = lower(btrim(p.name))
  ORDER BY k.id LIMIT 1) keep ON keep.id <> p.id
WHERE NOT p.archived;

UPDATE entries e SET payee_id = m.to_id FROM payee_merges m WHERE e.payee_id = m.from_id;
UPDATE entry_models em SET payee_id = m.to_id FROM payee_merges m WHERE em.payee_id = m.from_id;
UPDATE payees p SET balance_cents = p.balance_cents + d.cents, counted_entries = p.counted_entries + d.n,
  updated_at = now()
FROM (SELECT m.to_id, sum(f.balance_cents) AS cents, sum(f.counted_entries)::int AS n
      FROM payee_merges m JOIN payees f ON f.id = m.from_id GROUP BY m.to_id) d
WHERE p.id = d.to_id;
DELETE FROM payees p USING payee_merges m WHERE p.id = m.from_id;

UPDATE payees SET name = btrim(name) WHERE name <> btrim(name);

CREATE UNIQUE INDEX payees_workspace_live_name ON payees (workspace_id, lower(name)) WHERE NOT archived;
