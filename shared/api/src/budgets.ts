// Budgets.
import { z } from 'zod';
import { amountSchema, emptyAsNull, flagSchema, idSchema, wireDateSchema } from './wire.ts';

/** What a budget counts: empty lists filter nothing. */
export const budgetConfigurationSchema = z.object({
  period: z
    .string()
    .describe('weekly, monthly, yearly, one_shot (read back so; one-shot accepted) or recursive'),
  categories: z.array(z.number().int()).describe('Sub-category ids'),
  tags: z.array(z.number().int()).describe('Label ids'),
  types: z.array(z.string()).describe('incoming, expenses, debit, transfer'),
  accounts: z.array(z.number().int()).describe('Wallet ids'),
  period_start: z.string().nullable().describe('yyyy-mm-dd (one_shot and recursive)'),
  period_end: z.string().nullable(),
});

export const budgetSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  amount: z.number(),
  configuration: budgetConfigurationSchema,
  notification: z.boolean(),
  emails: z.array(z.string()),
  thresholds: z.array(z.number().int()),
});
export type Budget = z.infer<typeof budgetSchema>;

/**
 * GET /api/budgets/stats (an array of these) and GET /api/budget/{uuid}/stats: the budget and its figures in
 * the current window. Percentages travel as text with `%` (the original client strips it).
 */
export const budgetStatsSchema = z.object({
  budget: budgetSchema,
  description: z.string().nullable(),
  totalSpent: z.number().describe('Signed: negative when spending'),
  totalRemaining: z.number().describe('amount + totalSpent; negative once exceeded'),
  totalSpentPercentage: z.string().describe('e.g. "45%"'),
  totalRemainingPercentage: z.string(),
  exceeded: z.boolean(),
  planned: z.object({
    total: z.number().describe('Planned entries and plan occurrences falling in the window, signed'),
    plannedSpentPercentage: z.string(),
  }),
  pace: z.object({
    projected: z.number().describe('Spending projected to the end of the window at the current rate'),
    over: z.boolean(),
    elapsedPercentage: z.number().int(),
  }),
  window: z.object({ start: z.string(), end: z.string().describe('Exclusive') }),
});
export type BudgetStats = z.infer<typeof budgetStatsSchema>;
export const budgetStatsListSchema = z.array(budgetStatsSchema);

/** POST /api/budget/create and PUT /api/budget/update/{uuid}, as the original client's form sends them. */
export const budgetInputSchema = z.object({
  name: z.string().max(120).nullable().optional(),
  amount: emptyAsNull(amountSchema).optional().describe('A number, or the text of the input (comma allowed)'),
  description: z.string().max(1000).nullable().optional(),
  configuration: z.object({
    period: z.string().max(20).nullable().optional(),
    categories: z.array(idSchema).max(500).default([]),
    tags: z.array(idSchema).max(200).default([]),
    types: z
      .array(z.enum(['incoming', 'expenses', 'debit', 'transfer']))
      .max(4)
      .default([]),
    accounts: z.array(idSchema).max(200).default([]),
    period_start: emptyAsNull(wireDateSchema).optional(),
    period_end: emptyAsNull(wireDateSchema).optional(),
  }),
  notification: flagSchema.optional(),
  emails: z.array(z.email().max(254)).max(50).nullable().optional(),
  thresholds: z.array(z.number().int().min(1).max(100)).max(10).nullable().optional(),
});
export type BudgetInput = z.infer<typeof budgetInputSchema>;
