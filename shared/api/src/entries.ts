// Entries (SPEC §3 Entry, §5 Entry, §7 Entries). Amounts are signed numbers with 2 decimals: expenses
// negative, incoming positive, debit and saving as the user chose, transfers positive (moved from
// account_id to transfer_to). Presence rules (amount, wallet, category, payee...) are `entryProblems` in
// @bc/domain and answer 422 with the SPEC's message keys in `fields`.
import { ENTRY_TYPES } from '@bc/domain';
import { z } from 'zod';
import { labelRefSchema } from './labels.ts';
import { moneySchema } from './money.ts';
import { paginated } from './pagination.ts';
import { subCategoryWithParentSchema } from './reference-data.ts';

export const entryTypeSchema = z.enum(ENTRY_TYPES);

const walletRefSchema = z.object({ id: z.number().int(), uuid: z.string(), name: z.string() });

export const entrySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: entryTypeSchema,
  amount: z.number(),
  currency_id: z.number().int(),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string(), icon: z.string() }),
  date_time: z.string().describe('ISO 8601'),
  end_date_time: z.string().nullable(),
  note: z.string().nullable(),
  planning: z.string().nullable(),
  planned: z.boolean().describe('Dated in the future: not counted until its date comes'),
  confirmed: z.boolean(),
  waranty: z.boolean(),
  geolocation: z.string().nullable(),
  exclude_from_stats: z.boolean(),
  transfer_id: z.string().nullable().describe('uuid of the other row of a transfer'),
  transfer_to: walletRefSchema.nullable().describe('Transfers: the other side wallet (null: out of wallet)'),
  name: z.string().nullable(),
  account_id: z.number().int().nullable(),
  wallet: walletRefSchema.nullable(),
  category_id: z.number().int(),
  sub_category: subCategoryWithParentSchema,
  payment_type_id: z.number().int(),
  payment_type: z.object({ id: z.number().int(), slug: z.string() }),
  payee_id: z.number().int().nullable(),
  payee: z.object({ id: z.number().int(), uuid: z.string(), name: z.string() }).nullable(),
  goal_id: z.number().int().nullable(),
  goal: z.object({ name: z.string() }).nullable(),
  labels: z.array(z.object({ id: z.number().int(), uuid: z.string(), name: z.string(), color: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

const dateTimeSchema = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Use an ISO 8601 date (yyyy-mm-dd or a date-time)');

/** Fields every entry write shares. `planned` is decided by the server from date_time. */
const entryBaseSchema = z.object({
  amount: moneySchema.nullable().optional(),
  note: z.string().max(1000).nullable().optional(),
  labels: z.array(labelRefSchema).max(50).optional(),
  currency_id: z.number().int().positive().optional().describe('Default: the workspace currency'),
  payment_type: z.number().int().positive().optional().describe('Default 1'),
  date_time: dateTimeSchema.optional().describe('Default: now; in the future = planned'),
  confirmed: z.boolean().optional(),
  waranty: z.boolean().optional(),
  geolocalization: z.string().max(200).nullable().optional(),
  exclude_from_stats: z.boolean().optional(),
  account_id: z.number().int().nullable().optional(),
  category_id: z.number().int().nullable().optional(),
});

/** POST /api/entry/expense, /income (and PUT .../{uuid}): account_id and category_id required. */
export const expenseBodySchema = entryBaseSchema;
export const incomeBodySchema = entryBaseSchema;
/** POST /api/entry/transfer: account_id (null/0 = out of wallet) -> transfer_to (null/0 = out of wallet). */
export const transferBodySchema = entryBaseSchema.extend({
  transfer_to: z.number().int().nullable().optional(),
});
/** POST /api/entry/debit: payee_id of an existing payee, or payee_name to create one. */
export const debitBodySchema = entryBaseSchema.extend({
  payee_id: z.number().int().nullable().optional(),
  payee_name: z.string().max(120).nullable().optional(),
});
/** What the entry routes accept for any type (the type comes from the path). */
export const entryBodySchema = entryBaseSchema.extend({
  transfer_to: z.number().int().nullable().optional(),
  payee_id: z.number().int().nullable().optional(),
  payee_name: z.string().max(120).nullable().optional(),
  goal_id: z.number().int().nullable().optional(),
});
export type EntryBody = z.infer<typeof entryBodySchema>;

export const entryTypeParamsSchema = z.object({ type: z.string() });
export const entryTypeUuidParamsSchema = z.object({ type: z.string(), uuid: z.string() });

const oneOrMany = z.union([z.string(), z.array(z.string())]);

/**
 * GET /api/entry: `filters[date_time][]` takes '>=|yyyy-mm-dd' and '<=|yyyy-mm-dd'; `filters[label]`,
 * `filters[account_id]`, `filters[category_id]`, `filters[type]` may repeat. Newest first.
 */
export const entryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(30),
  'filters[date_time][]': oneOrMany.optional(),
  'filters[date_time]': oneOrMany.optional(),
  'filters[account_id]': oneOrMany.optional(),
  'filters[wallet_id]': oneOrMany.optional(),
  'filters[category_id]': oneOrMany.optional(),
  'filters[type]': oneOrMany.optional(),
  'filters[label]': oneOrMany.optional(),
  'filters[payee_id]': oneOrMany.optional(),
  'filters[planned]': z.enum(['0', '1', 'true', 'false']).optional(),
});
export type EntryListQuery = z.infer<typeof entryListQuerySchema>;

export const entryResponseSchema = z.object({ data: entrySchema });
/**
 * The entries list. `total` is exact when the filters are only wallet, category, type, planned and dates
 * (maintained counters); with a label or payee filter it is exact up to 1,000 rows past the requested page,
 * beyond that a lower bound ("at least") that grows as the reader pages on.
 */
export const entryPageSchema = paginated(entrySchema).describe(
  'total: exact unless a label or payee filters the list; then exact up to 1,000 rows past the page and a lower bound beyond',
);
