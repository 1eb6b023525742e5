// Taking everything out (issue 24): the CSV of a list, the workspace file that reads back into a new
// workspace, and the archive of all a person's data. The workspace file is a documented format (README,
// "The workspace file"): its schema is this one, written as JSON Schema to docs/workspace-file.schema.json.
//
// References inside the file are the exporting workspace's own ids (`ref`): an entry's `wallet` is the `ref`
// of one of the file's wallets. Predefined sub-categories keep their ids (they are the same on every
// server); custom ones are in `categories` and are referred to by their `ref`. Money is text with two
// decimals ("-12.30"), exact; instants are ISO 8601 in UTC, days yyyy-mm-dd.
import { z } from 'zod';
import { decimalToCents } from './money.ts';
import { WORKSPACE_ROLES } from './workspaces.ts';

export const WORKSPACE_FILE_FORMAT = 'budget-control-workspace';
/** The version this server writes; it reads every version from 1 to this one. */
export const WORKSPACE_FILE_VERSION = 1;

/**
 * The largest workspace file read back, as sent and once uncompressed: about two million entries. A larger
 * one answers 413.
 */
export const WORKSPACE_FILE_MAX_BYTES = 400 * 1024 * 1024;

/** The columns of the entries' CSV, in order (the header row). */
export const ENTRY_CSV_COLUMNS = [
  'date',
  'type',
  'amount',
  'currency',
  'wallet',
  'category',
  'labels',
  'payee',
  'goal',
  'note',
  'planned',
  'confirmed',
  'excluded_from_stats',
  'id',
] as const;

const MONEY_MESSAGE = 'Use an amount as text with at most two decimals, such as "-12.30"';

/** Money in the file: decimal text (a number is accepted too), read exactly into cents. */
const moneySchema = z
  .union([z.string().max(32), z.number()], { error: MONEY_MESSAGE })
  .transform((value, ctx) => {
    const cents = decimalToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: MONEY_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

const refSchema = z
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe("The item's id in the exporting workspace: other sections refer to the item by it");
const text = (max: number) => z.string().max(max);
const instantSchema = z.iso
  .datetime({ offset: true, error: 'Use an ISO 8601 date-time' })
  .describe('An instant, ISO 8601 (written in UTC with microseconds)');
const daySchema = z.iso.date({ error: 'Use a date as yyyy-mm-dd' });
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour as #rrggbb');
const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Use an ISO 4217 currency code');

export const workspaceFileWalletSchema = z.object({
  ref: refSchema,
  name: text(120).min(1),
  type: z.enum([
    'bank',
    'cache',
    'credit-card',
    'credit-card-revolving',
    'investment',
    'loan',
    'other',
    'prepaid-card',
    'voucher',
  ]),
  color: colorSchema,
  currency: currencyCodeSchema,
  opening_balance: moneySchema,
  exclude_from_stats: z.boolean().default(false),
  sorting: z.number().int().default(0),
  archived: z.boolean().default(false),
  invoice_date: daySchema.nullable().default(null),
  closing_date: daySchema.nullable().default(null),
  /** The `ref` of the wallet a credit card's invoice is paid from. */
  payment_wallet: refSchema.nullable().default(null),
  installment_value: moneySchema.nullable().default(null),
  voucher_value: moneySchema.nullable().default(null),
});

export const workspaceFileCategorySchema = z.object({
  ref: refSchema,
  /** The predefined parent category's id (SPEC §3). */
  parent: z.number().int().positive(),
  name: text(120).min(1),
  exclude_from_stats: z.boolean().default(false),
});

export const workspaceFileLabelSchema = z.object({
  ref: refSchema,
  name: text(60).min(1),
  color: colorSchema,
  archived: z.boolean().default(false),
});

export const workspaceFilePayeeSchema = z.object({
  ref: refSchema,
  name: text(120).min(1),
  archived: z.boolean().default(false),
});

export const workspaceFileGoalSchema = z.object({
  ref: refSchema,
  name: text(120).min(1),
  icon: text(60).min(1),
  target: moneySchema,
  due_date: daySchema.nullable().default(null),
  description: text(1000).nullable().default(null),
  archived: z.boolean().default(false),
});

const ENTRY_TYPES = ['expense', 'income', 'transfer', 'debit', 'saving'] as const;

export const workspaceFileBudgetSchema = z.object({
  name: text(120).min(1),
  description: text(1000).nullable().default(null),
  amount: moneySchema,
  period: z.enum(['weekly', 'monthly', 'yearly', 'one_shot', 'recursive']),
  period_start: daySchema.nullable().default(null),
  period_end: daySchema.nullable().default(null),
  wallets: z.array(refSchema).max(1000).default([]),
  /** Sub-category ids: predefined ids, or the `ref` of a custom one. */
  categories: z.array(refSchema).max(1000).default([]),
  labels: z.array(refSchema).max(1000).default([]),
  types: z.array(z.enum(ENTRY_TYPES)).max(5).default([]),
  notification: z.boolean().default(false),
  emails: z.array(z.email()).max(50).default([]),
  thresholds: z.array(z.number().int().min(1).max(1000)).max(10).default([70, 90, 100]),
});

export const workspaceFileModelSchema = z.object({
  name: text(120).min(1),
  type: z.enum(['expense', 'income', 'debit', 'saving']),
  amount: moneySchema.nullable().default(null),
  currency: currencyCodeSchema.nullable().default(null),
  payment_type: z.number().int().positive().nullable().default(null),
  note: text(1000).nullable().default(null),
  exclude_from_stats: z.boolean().default(false),
  wallet: refSchema.nullable().default(null),
  category: refSchema.nullable().default(null),
  payee: refSchema.nullable().default(null),
  labels: z.array(refSchema).max(100).default([]),
});

export const workspaceFilePlanSchema = z.object({
  type: z.enum(['expense', 'income', 'debit']),
  amount: moneySchema,
  currency: currencyCodeSchema,
  payment_type: z.number().int().positive(),
  note: text(1000).nullable().default(null),
  wallet: refSchema,
  category: refSchema,
  payee: refSchema.nullable().default(null),
  labels: z.array(refSchema).max(100).default([]),
  confirmed: z.boolean().default(true),
  waranty: z.boolean().default(false),
  exclude_from_stats: z.boolean().default(false),
  planning: z.enum(['daily', 'weekly', 'monthly', 'yearly', 'one_shot']),
  start: instantSchema,
  end: instantSchema.nullable().default(null),
  next_execution: instantSchema.nullable().default(null),
  last_execution: instantSchema.nullable().default(null),
});

export const workspaceFileEntrySchema = z.object({
  ref: refSchema,
  type: z.enum(ENTRY_TYPES),
  /** Signed: expenses below zero, incoming above; each side of a transfer with its own sign. */
  amount: moneySchema,
  currency: currencyCodeSchema,
  payment_type: z.number().int().positive(),
  date: instantSchema,
  /** Null only for the side of a transfer that leaves the wallets ("out of wallet"). */
  wallet: refSchema.nullable().default(null),
  category: refSchema.describe("A predefined sub-category id, or the ref of one of the file's categories"),
  labels: z.array(refSchema).max(100).default([]),
  payee: refSchema.nullable().default(null),
  goal: refSchema.nullable().default(null),
  transfer: refSchema
    .nullable()
    .default(null)
    .describe(
      "A transfer's other side: the ref of the other entry of the pair, whose transfer is this one's ref",
    ),
  note: text(1000).nullable().default(null),
  geolocation: text(200).nullable().default(null),
  bank_id: text(200)
    .nullable()
    .default(null)
    .describe(
      "An imported entry's reference in its bank's file: a later import of the same row is a duplicate",
    ),
  bank_payee: text(300).nullable().default(null).describe("An imported entry's payee as its bank wrote it"),
  planned: z.boolean().default(false),
  confirmed: z.boolean().default(true),
  waranty: z.boolean().default(false),
  exclude_from_stats: z.boolean().default(false),
});

/** A rule as the rules API takes it; wallet, category and label ids in it are refs of this file. */
export const workspaceFileRuleSchema = z.object({
  name: text(120).min(1),
  stage: z.enum(['first', 'normal', 'last']),
  active: z.boolean().default(true),
  conditions: z.unknown(),
  actions: z.unknown(),
});

export const workspaceFileSchema = z.object({
  format: z.literal(WORKSPACE_FILE_FORMAT, { error: `Not a Budget Control workspace file` }),
  version: z
    .number()
    .int()
    .min(1)
    .max(
      WORKSPACE_FILE_VERSION,
      `Written by a newer Budget Control (format version above ${WORKSPACE_FILE_VERSION})`,
    ),
  exported_at: instantSchema.optional(),
  workspace: z.object({
    name: text(120).min(1),
    currency: currencyCodeSchema.nullable(),
    payment_type: z.number().int().positive().nullable(),
  }),
  members: z
    .array(z.object({ email: z.email(), role: z.enum(WORKSPACE_ROLES) }))
    .max(1000)
    .default([]),
  wallets: z.array(workspaceFileWalletSchema).max(10_000).default([]),
  categories: z.array(workspaceFileCategorySchema).max(10_000).default([]),
  labels: z.array(workspaceFileLabelSchema).max(10_000).default([]),
  payees: z.array(workspaceFilePayeeSchema).max(100_000).default([]),
  goals: z.array(workspaceFileGoalSchema).max(10_000).default([]),
  budgets: z.array(workspaceFileBudgetSchema).max(10_000).default([]),
  models: z.array(workspaceFileModelSchema).max(10_000).default([]),
  planned_entries: z.array(workspaceFilePlanSchema).max(100_000).default([]),
  rules: z.array(workspaceFileRuleSchema).max(10_000).default([]),
  /** Written last, so a reader can stream the small sections before it. */
  entries: z.array(workspaceFileEntrySchema).default([]),
});
export type WorkspaceFile = z.infer<typeof workspaceFileSchema>;
export type WorkspaceFileEntry = z.infer<typeof workspaceFileEntrySchema>;

/** POST /api/import/workspace: the new workspace and how much went into it. */
export const workspaceImportResponseSchema = z.object({
  workspace: z.object({ uuid: z.string(), name: z.string() }),
  counts: z.object({
    wallets: z.number().int(),
    categories: z.number().int(),
    labels: z.number().int(),
    payees: z.number().int(),
    goals: z.number().int(),
    budgets: z.number().int(),
    models: z.number().int(),
    planned_entries: z.number().int(),
    rules: z.number().int(),
    entries: z.number().int(),
    /** Members of the file other than the importer, sent an invitation by e-mail. */
    invited: z.number().int(),
  }),
});
export type WorkspaceImportResponse = z.infer<typeof workspaceImportResponseSchema>;

/** The format as JSON Schema (docs/workspace-file.schema.json): what a file may hold, as it is written. */
export function workspaceFileJsonSchema(): string {
  const schema = z.toJSONSchema(workspaceFileSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify(
    {
      ...schema,
      $id: 'https://budget-control.app/schemas/workspace-file.schema.json',
      title: 'Budget Control workspace file',
      description:
        "One workspace of Budget Control with everything it holds. Refs are the exporting workspace's ids; money is decimal text with at most two decimals; instants are ISO 8601.",
    },
    null,
    2,
  )}\n`;
}
