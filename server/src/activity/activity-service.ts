// The activity page as people read it: who, when, what, and each changed field under its API name with values
// they recognise (money as decimal text, wallets, payees, goals and labels by name, currencies by code).
import type { ActivityItem, ActivityPage, ActivityQuery, ActivityValue } from '@bc/api';
import { centsToDecimal } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { type ActivityRow, activityPage, currentNames, namesOf, referenceNames } from './activity-sql.ts';

type Value = ActivityValue;

/** Columns that point at a named thing of the workspace: the field's API name and where its name is. */
const NAMED = {
  account_id: ['wallet', 'wallets'],
  payee_id: ['payee', 'payees'],
  goal_id: ['goal', 'goals'],
  payment_account_id: ['payment_wallet', 'wallets'],
} as const;
const REFERENCE = {
  category_id: ['category', 'category'],
  currency_id: ['currency', 'currency'],
  payment_type_id: ['payment_type', 'payment'],
} as const;

/**
 * The reference data a column names, under its API name. A custom category's own `category_id` is its parent
 * category; everywhere else `category_id` is a sub-category.
 */
function referenceOf(objectType: string, column: string) {
  if (objectType === 'category' && column === 'category_id') return ['parent', 'parent'] as const;
  return column in REFERENCE ? REFERENCE[column as keyof typeof REFERENCE] : undefined;
}

const isNumber = (value: unknown): value is number | string =>
  typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value));

/** Every id the page's changes name, to look their names up in two queries. */
function collectIds(rows: readonly ActivityRow[]) {
  const named = {
    wallets: new Set<number>(),
    payees: new Set<number>(),
    goals: new Set<number>(),
    labels: new Set<number>(),
  };
  const reference = {
    category: new Set<number>(),
    parent: new Set<number>(),
    currency: new Set<number>(),
    payment: new Set<number>(),
  };
  for (const row of rows) {
    for (const [column, pair] of Object.entries(row.changes)) {
      for (const value of pair) {
        if (column in NAMED && isNumber(value))
          named[NAMED[column as keyof typeof NAMED][1]].add(Number(value));
        const kind = referenceOf(row.object_type, column)?.[1];
        if (kind && isNumber(value)) reference[kind].add(Number(value));
        if (column === 'label_ids' && Array.isArray(value))
          for (const id of value) named.labels.add(Number(id));
      }
    }
  }
  return { named, reference };
}

type Names = Awaited<ReturnType<typeof namesOf>>;
type ReferenceNames = Awaited<ReturnType<typeof referenceNames>>;

/** One field under its API name, with values people read. */
function readable(
  objectType: string,
  column: string,
  pair: [unknown, unknown],
  names: Names,
  reference: ReferenceNames,
) {
  const each = (convert: (value: unknown) => Value): [Value, Value] => [
    pair[0] === null ? null : convert(pair[0]),
    pair[1] === null ? null : convert(pair[1]),
  ];
  if (column.endsWith('_cents')) {
    return [column.slice(0, -'_cents'.length), each((value) => centsToDecimal(Number(value)))] as const;
  }
  if (column in NAMED) {
    const [field, kind] = NAMED[column as keyof typeof NAMED];
    return [field, each((value) => names[kind].get(String(value)) ?? String(value))] as const;
  }
  const referenced = referenceOf(objectType, column);
  if (referenced) {
    const [field, kind] = referenced;
    return [field, each((value) => reference[kind].get(Number(value)) ?? String(value))] as const;
  }
  if (column === 'label_ids') {
    const labels = (value: unknown) =>
      (Array.isArray(value) ? value : []).map((id) => names.labels.get(String(id)) ?? String(id)).sort();
    return ['labels', each(labels)] as const;
  }
  const plain = (value: unknown): Value =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);
  return [column, each(plain)] as const;
}

export async function readActivity(
  db: Queryable,
  workspaceId: string,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const { rows, total } = await activityPage(db, workspaceId, query);
  const ids = collectIds(rows);
  const [names, reference, current] = await Promise.all([
    namesOf(db, workspaceId, {
      wallets: [...ids.named.wallets],
      payees: [...ids.named.payees],
      goals: [...ids.named.goals],
      labels: [...ids.named.labels],
    }),
    referenceNames(db, {
      category: [...ids.reference.category],
      parent: [...ids.reference.parent],
      currency: [...ids.reference.currency],
      payment: [...ids.reference.payment],
    }),
    currentNames(
      db,
      workspaceId,
      rows.map((row) => ({ type: row.object_type, id: row.object_id })),
    ),
  ]);
  const data = rows.map((row): ActivityItem => {
    const changes: ActivityItem['changes'] = {};
    for (const [column, pair] of Object.entries(row.changes)) {
      const [field, values] = readable(row.object_type, column, pair, names, reference);
      changes[field] = values;
    }
    const recordedName = row.changes.name?.[1] ?? row.changes.name?.[0];
    return {
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor_id ? { uuid: row.actor_id, name: row.actor_name ?? '' } : null,
      via: row.via,
      action: row.action,
      object: {
        type: row.object_type,
        uuid: row.object_id,
        name:
          current.get(`${row.object_type}:${row.object_id}`) ??
          (typeof recordedName === 'string' ? recordedName : null),
      },
      changes,
    };
  });
  return {
    data,
    current_page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    total,
  };
}
