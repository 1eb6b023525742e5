// Models: entry templates (SPEC §3 Model, §7 Models), listed by name. Name required ('insert model name').
import { z } from 'zod';
import { labelRefSchema } from './labels.ts';
import { moneySchema } from './money.ts';

export const MODEL_TYPES = ['expense', 'income', 'debit', 'saving'] as const;

export const modelSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  type: z.enum(MODEL_TYPES),
  amount: z.number().nullable(),
  currency_id: z.number().int().nullable(),
  payment_type: z.number().int().nullable(),
  note: z.string().nullable(),
  exclude_from_stats: z.boolean(),
  account_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  payee_id: z.number().int().nullable(),
  labels: z.array(z.object({ id: z.number().int(), uuid: z.string(), name: z.string(), color: z.string() })),
  updated_at: z.string(),
});
export type Model = z.infer<typeof modelSchema>;

/** POST /api/entry/model, PUT /api/entry/model/{uuid} */
export const modelInputSchema = z.object({
  name: z.string().max(120).nullable().optional(),
  type: z.enum(MODEL_TYPES).default('expense'),
  amount: moneySchema.nullable().optional(),
  currency_id: z.number().int().positive().nullable().optional(),
  payment_type: z.number().int().positive().nullable().optional(),
  note: z.string().max(1000).nullable().optional(),
  exclude_from_stats: z.boolean().optional(),
  account_id: z.number().int().nullable().optional(),
  category_id: z.number().int().nullable().optional(),
  payee_id: z.number().int().nullable().optional(),
  labels: z.array(labelRefSchema).max(50).optional(),
});
export type ModelInput = z.infer<typeof modelInputSchema>;

export const modelResponseSchema = z.object({ data: modelSchema });
export const modelListResponseSchema = z.object({ data: z.array(modelSchema) });
