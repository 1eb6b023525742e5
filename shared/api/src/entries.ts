// Entries. Amounts are signed numbers with 2 decimals: expenses
// negative, incoming positive, debit and saving as the user chose, transfers positive (moved from
// account_id to transfer_id). Presence rules (amount, wallet, category, payee...) are `entryProblems` in
// @bc/domain and answer 422 with the rules' message keys in `fields`.
import { ENTRY_TABS } from '@bc/domain';
import { z } from 'zod';
import { labelRefSchema } from './labels.ts';
import { paginated } from './pagination.ts';
import { subCategoryWithParentSchema } from './reference-data.ts';
import {
  amountSchema,
  emptyAsNull,
  flagSchema,
  idSchema,
  MAX_INT32,
  MAX_YEAR,
  MIN_YEAR,
  optionalIdSchema,
  wireDateTimeSchema,
} from './wire.ts';

/** An entry's type as the form's tabs name it: every read-back answers it, bodies send it. */
export const entryTabSchema = z.enum(ENTRY_TABS);

const walletRefSchema = z.object({ id: z.number().int(), uuid: z.string(), name: z.string() });
export const entryCurrencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  icon: z.string(),
});
export const entryLabelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  color: z.string(),
});

/**
 * An entry as lists and details read it. Every entry has a sub-category (transfers 75, debits 55,
 * savings 62). A transfer is two rows, one per wallet; each row's `transfer_id` is the other side's wallet
 * id (0 = out of wallet) and `transfer_to` that wallet, sent only when the row's own wallet is not null.
 */
export const entrySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  type: entryTabSchema,
  amount: z.number(),
  currency_id: z.number().int(),
  currency: entryCurrencySchema,
  date_time: z.string().describe('ISO 8601'),
  end_date_time: z.string().nullable(),
  note: z.string().nullable(),
  planning: z.string().nullable(),
  planned: z.boolean().describe('Dated in the future: not counted until its date comes'),
  confirmed: z.boolean(),
  waranty: z.boolean(),
  geolocation: z.string().nullable(),
  exclude_from_stats: z.boolean(),
  transfer_id: z
    .number()
    .int()
    .nullable()
    .describe("Transfers: the other side's wallet id, 0 = out of wallet"),
  transfer_to: walletRefSchema.nullable().describe("Transfers: the other side's wallet"),
  name: z.string().nullable(),
  account_id: z.number().int().nullable(),
  wallet: walletRefSchema.nullable().describe('null: out of wallet'),
  category_id: z.number().int(),
  sub_category: subCategoryWithParentSchema,
  payment_type_id: z.number().int(),
  payment_type: z.object({ id: z.number().int(), slug: z.string() }),
  payee_id: z.number().int().nullable(),
  payee: z.object({ id: z.number().int(), uuid: z.string(), name: z.string() }).nullable(),
  goal_id: z.string().nullable().describe("Savings: the goal's uuid"),
  goal: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  labels: z.array(entryLabelSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

/**
 * The transfer target as the original client sends it: a wallet id, 0 or null (out of wallet), "" (out of
 * wallet, when editing such a transfer), -1 (none chosen) and `false` on every other tab (not given).
 */
const transferTargetSchema = z
  .union([z.literal(false), z.literal(''), z.number().int().min(-1).max(MAX_INT32), z.null()])
  .transform((value) => {
    if (value === false || value === -1) return undefined;
    if (value === '' || value === null) return 0;
    return value;
  });

/** A debit's payee: an existing one's id, or the name of a new one (reused if the name exists). */
const payeeRefSchema = z.union([idSchema, z.string().max(120)]).nullable();

/**
 * The entry body every entry, plan and model write takes, as the original client builds it (its keys
 * all present, most of them nullable). Which keys matter depends on the type; `planning` and
 * `end_date_time` only for plans, `name` only for models. Presence rules are `entryProblems` in @bc/domain.
 */
export const entryBodySchema = z.object({
  type: z.string().max(20).optional().describe('The tab: expenses, incoming, transfer, debit or saving'),
  amount: amountSchema.nullable().optional(),
  note: z.string().max(1000).nullable().optional(),
  labels: z.array(labelRefSchema).max(50).optional(),
  currency_id: optionalIdSchema.optional().describe('Default: the workspace currency'),
  payment_type: optionalIdSchema.optional().describe('Default 1'),
  transfer_id: transferTargetSchema.optional().describe('Transfers: target wallet id; 0 = out of wallet'),
  date_time: emptyAsNull(wireDateTimeSchema).optional().describe('Default: now; in the future = planned'),
  confirmed: flagSchema.optional(),
  waranty: flagSchema.optional(),
  geolocalization: z.string().max(200).nullable().optional(),
  planning: z
    .union([z.literal(0), z.string().max(20)])
    .nullable()
    .optional(),
  end_date_time: emptyAsNull(wireDateTimeSchema).optional(),
  exclude_from_stats: flagSchema.optional(),
  name: z.string().max(120).nullable().optional(),
  account_id: optionalIdSchema.optional().describe('null = out of wallet (transfers)'),
  category_id: optionalIdSchema.optional().describe('A sub-category; transfers and debits may send 0'),
  payee_id: payeeRefSchema.optional().describe('Debits: a payee id, or a new payee name'),
  goal_id: z.string().max(64).nullable().optional().describe("Savings: the goal's uuid"),
});
export type EntryBody = z.infer<typeof entryBodySchema>;

export const entryTypeParamsSchema = z.object({ type: z.string() });
export const entryTypeUuidParamsSchema = z.object({ type: z.string(), uuid: z.string() });

const oneOrMany = z.union([z.string(), z.array(z.string())]);

/**
 * GET /api/entry, as the original client sends it: `filters[date_time]` repeated, '>=|2026-3-01' and
 * '<=|2026-3-31' (dates padded or not); `filters[account_id]` and `filters[payee_id]` by uuid (or numeric
 * id); `filters[type]` expenses, incoming or planned (future-dated); `filters[planned]` 0 or 1, possibly
 * twice. Newest first.
 */
export const entryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(30),
  'filters[date_time]': oneOrMany
    .optional()
    .describe(`'>=|yyyy-mm-dd' or '<=|yyyy-mm-dd' (also >, <, =), years ${MIN_YEAR}-${MAX_YEAR}`),
  'filters[account_id]': oneOrMany
    .optional()
    .describe(`Wallet uuids or ids (1-${MAX_INT32}), comma-separated`),
  'filters[wallet_id]': oneOrMany.optional().describe(`Wallet uuids or ids (1-${MAX_INT32})`),
  'filters[category_id]': oneOrMany.optional().describe(`Sub-category ids (1-${MAX_INT32})`),
  'filters[type]': oneOrMany.optional(),
  'filters[label]': oneOrMany.optional().describe(`Label ids (1-${MAX_INT32})`),
  'filters[payee_id]': oneOrMany.optional().describe(`Payee uuids or ids (1-${MAX_INT32})`),
  'filters[planned]': oneOrMany.optional(),
});
export type EntryListQuery = z.infer<typeof entryListQuerySchema>;

/** The list's filters alone (GET /api/export/entries.csv takes them: every page). */
export const entryListFiltersSchema = entryListQuerySchema.omit({ page: true, per_page: true });
export type EntryListFilters = z.infer<typeof entryListFiltersSchema>;

/**
 * The entries list. `total` is exact when the filters are only wallet, category, type, planned and dates
 * (maintained counters); with a label or payee filter it is exact up to 1,000 rows past the requested page,
 * beyond that a lower bound ("at least") that grows as the reader pages on.
 */
export const entryPageSchema = paginated(entrySchema).describe(
  'total: exact unless a label or payee filters the list; then exact up to 1,000 rows past the page and a lower bound beyond',
);
