// Models: entry templates, listed by name. Name required ('insert model name').
// The original client lists them in its entries table, so a model reads back like an entry row.
import { z } from 'zod';
import { entryBodySchema, entryCurrencySchema, entryLabelSchema } from './entries.ts';
import { subCategoryWithParentSchema } from './reference-data.ts';

/** A model's type as the form's tabs name it (transfers are not templated). */
export const MODEL_TABS = ['expenses', 'incoming', 'debit', 'saving'] as const;
export const modelTabSchema = z.enum(MODEL_TABS);

const refSchema = z.object({ id: z.number().int(), uuid: z.string(), name: z.string() });

export const modelSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  type: modelTabSchema,
  amount: z.number().nullable(),
  currency_id: z.number().int(),
  currency: entryCurrencySchema,
  payment_type: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  note: z.string().nullable(),
  exclude_from_stats: z.boolean(),
  account_id: z.number().int().nullable(),
  wallet: refSchema.nullable(),
  category_id: z.number().int().nullable(),
  sub_category: subCategoryWithParentSchema.nullable(),
  payee_id: z.number().int().nullable(),
  labels: z.array(entryLabelSchema),
  updated_at: z.string(),
});
export type Model = z.infer<typeof modelSchema>;

/**
 * POST /api/entry/model, PUT /api/entry/model/{uuid}: the entry body of the tab (`type`: expenses,
 * incoming, debit or saving) and the model's `name`. A debit model names its payee as a debit does.
 */
export const modelInputSchema = entryBodySchema;
export type ModelInput = z.infer<typeof modelInputSchema>;

export const modelListResponseSchema = z.array(modelSchema);
